// Which guides exist (files directly in docs/) and the /docs navigation built from them
//: lib/docs/guides.ts's order first, then any other docs/*.md under "More".
import "server-only";
import fs from "node:fs";
import path from "node:path";
import { DOC_SLUG } from "@/lib/docs/render-markdown";
import { GUIDES, RESERVED_SLUGS } from "@/lib/docs/guides";

export type DocLink = { slug: string; title: string; summary: string | null; href: string };
export type DocsNavigation = { guides: DocLink[]; more: DocLink[] };

/**
 * The repository's docs/ folder (the server runs from the project root, as `next start` does).
 * The reads below carry `turbopackIgnore`: their path is an argument (tests pass their own
 * folder), which would otherwise make Turbopack trace the whole project into the build output.
 */
export function docsDirectory(): string {
  return path.join(process.cwd(), "docs");
}

/** Slugs of the regular *.md files directly in `dir`; sub-folders, symlinks and odd names are not guides. */
export function listDocSlugs(dir: string = docsDirectory()): string[] {
  return fs
    .readdirSync(/*turbopackIgnore: true*/ dir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".md"))
    .map((entry) => entry.name.slice(0, -".md".length))
    .filter((slug) => DOC_SLUG.test(slug) && !RESERVED_SLUGS.has(slug))
    .sort();
}

/** The first "# Title" line of a guide, without Markdown marks; the slug when there is none. */
export function readDocTitle(slug: string, dir: string = docsDirectory()): string {
  const source = fs.readFileSync(/*turbopackIgnore: true*/ path.join(dir, `${slug}.md`), "utf8");
  const heading = /^#[ \t]+(.+?)[ \t#]*$/m.exec(source)?.[1];
  return heading ? heading.replace(/[`*_]/g, "") : slug;
}

export function listDocs(dir: string = docsDirectory()): DocsNavigation {
  const existing = new Set(listDocSlugs(dir));
  const listed = new Set(GUIDES.map((guide) => guide.slug));
  return {
    guides: GUIDES.filter((guide) => existing.has(guide.slug)).map((guide) => ({ ...guide, href: `/docs/${guide.slug}` })),
    more: [...existing]
      .filter((slug) => !listed.has(slug))
      .map((slug) => ({ slug, title: readDocTitle(slug, dir), summary: null, href: `/docs/${slug}` })),
  };
}
