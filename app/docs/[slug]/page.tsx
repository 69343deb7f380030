// GET /docs/<slug>: the guide docs/<slug>.md rendered. Pages are built from the files
// in docs/ at build time; any other slug is Next's 404, and never reaches the file system.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getDoc } from "@/lib/docs/get-doc";
import { listDocSlugs } from "@/lib/docs/list-docs";
import { cn } from "@/components/ui/cn";
import { focusRing } from "@/components/ui/focus";

export const dynamicParams = false;

export function generateStaticParams() {
  return listDocSlugs().map((slug) => ({ slug }));
}

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const doc = getDoc((await params).slug);
  return doc ? { title: doc.title } : {};
}

export default async function DocPage({ params }: Props) {
  const doc = getDoc((await params).slug);
  if (!doc) notFound();
  const sections = doc.headings.filter((heading) => heading.depth === 2);
  return (
    <div className="flex gap-10 px-4 py-10 sm:px-8 lg:py-14">
      <article
        className="docs-prose mx-auto w-full max-w-3xl min-w-0 flex-1"
        // Rendered from the repository's own docs/*.md by lib/docs/render-markdown.ts.
        dangerouslySetInnerHTML={{ __html: doc.html }}
      />
      {sections.length > 1 ? (
        <div className="sticky top-24 hidden max-h-[calc(100dvh-8rem)] w-56 shrink-0 self-start overflow-y-auto xl:block">
          <nav aria-label="On this page">
            <p className="text-[11px] font-medium tracking-wide text-slate-500 uppercase">On this page</p>
            <ul className="mt-2 space-y-1 border-l border-slate-200 text-[13px]">
              {sections.map((heading) => (
                <li key={heading.id}>
                  <a href={`#${heading.id}`} className={cn("-ml-px block border-l border-transparent py-0.5 pl-3 text-slate-600 hover:border-slate-400 hover:text-slate-900", focusRing)}>
                    {heading.text}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      ) : null}
    </div>
  );
}
