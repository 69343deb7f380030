"use client";
// The /docs left navigation: the reference, the guides in lib/docs/guides.ts order,
// then any other guide under "More". Client-side only to mark the page being read.
import Link from "next/link";
import { usePathname } from "next/navigation";
import { cn } from "@/components/ui/cn";
import { focusRing } from "@/components/ui/focus";

export type DocsNavSection = { label: string; items: { href: string; title: string }[] };

export function DocsNav({ sections, onNavigate }: { sections: DocsNavSection[]; onNavigate?: () => void }) {
  const pathname = usePathname();
  return (
    <nav aria-label="Documentation" className="space-y-5">
      {sections.map((section) => (
        <div key={section.label}>
          <p className="px-2 pb-1 text-[11px] font-medium tracking-wide text-slate-500 uppercase">{section.label}</p>
          <ul className="space-y-0.5">
            {section.items.map((item) => {
              const active = pathname === item.href;
              return (
                <li key={item.href}>
                  <Link
                    href={item.href}
                    onClick={onNavigate}
                    aria-current={active ? "page" : undefined}
                    className={cn(
                      "block rounded-md px-2 py-1.5 text-sm font-medium transition-colors",
                      active ? "bg-indigo-50 text-indigo-700" : "text-slate-600 hover:bg-slate-100 hover:text-slate-900",
                      focusRing,
                    )}
                  >
                    {item.title}
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </nav>
  );
}
