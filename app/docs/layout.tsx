// The frame of every /docs page: a top bar, the documentation navigation on the left
// (a disclosure on small screens) and the page. The navigation lists the guides found in docs/.
import type { ReactNode } from "react";
import Link from "next/link";
import { listDocs } from "@/lib/docs/list-docs";
import { DocsNav, type DocsNavSection } from "@/components/docs/docs-nav";
import { DocsMobileMenu } from "@/components/docs/docs-mobile-menu";
import { buttonClasses } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { focusRing } from "@/components/ui/focus";
import { LogoMark } from "@/components/ui/icons";
import "./docs.css";

export default function DocsLayout({ children }: { children: ReactNode }) {
  const docs = listDocs();
  const sections: DocsNavSection[] = [
    {
      label: "Start here",
      items: [
        { href: "/docs", title: "Overview" },
        { href: "/docs/reference", title: "API reference" },
      ],
    },
    { label: "Guides", items: docs.guides },
    ...(docs.more.length ? [{ label: "More", items: docs.more }] : []),
  ];

  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-3 py-2 text-sm font-medium text-indigo-700 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/90 backdrop-blur">
        <div className="mx-auto flex h-14 max-w-[88rem] items-center gap-3 px-4 sm:px-6">
          <Link href="/docs" className={cn("flex items-center gap-2.5 rounded-md", focusRing)}>
            <LogoMark className="size-7" />
            <span className="text-[15px] font-semibold tracking-tight text-slate-900">Gateway</span>
            <span className="rounded-md bg-indigo-50 px-1.5 py-0.5 text-xs font-medium text-indigo-700">Docs</span>
          </Link>
          <div className="ml-auto flex items-center gap-2">
            <span className="hidden sm:block">
              <Link href="/docs/reference" className={buttonClasses("ghost", "sm")}>
                API reference
              </Link>
            </span>
            <Link href="/dashboard" className={buttonClasses("secondary", "sm")}>
              Dashboard
            </Link>
          </div>
        </div>
      </header>
      <DocsMobileMenu>
        <DocsNav sections={sections} />
      </DocsMobileMenu>
      <div className="mx-auto flex max-w-[88rem]">
        {/* A plain box: the <nav> inside is the landmark (a second unlabelled <aside> next to a guide's table of contents would not be unique). */}
        <div className="sticky top-14 hidden h-[calc(100dvh-3.5rem)] w-64 shrink-0 overflow-y-auto border-r border-slate-200 px-3 py-8 lg:block">
          <DocsNav sections={sections} />
        </div>
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 outline-none">
          {children}
        </main>
      </div>
    </>
  );
}
