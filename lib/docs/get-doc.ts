// One guide for /docs/<slug>, or null when there is no such guide. The slug is only
// ever compared with the names listDocSlugs found in docs/, never joined into a path as given,
// so "../package", "%2e%2e", "/etc/passwd" or "api.md" find nothing.
import "server-only";
import fs from "node:fs";
import path from "node:path";
import { docsDirectory, listDocSlugs } from "@/lib/docs/list-docs";
import { GUIDES } from "@/lib/docs/guides";
import { renderMarkdown, type RenderedMarkdown } from "@/lib/docs/render-markdown";

export type Doc = RenderedMarkdown & { slug: string; title: string };

export function getDoc(slug: string, dir: string = docsDirectory()): Doc | null {
  const found = listDocSlugs(dir).find((candidate) => candidate === slug);
  if (!found) return null;
  const rendered = renderMarkdown(fs.readFileSync(/*turbopackIgnore: true*/ path.join(dir, `${found}.md`), "utf8"));
  const listedTitle = GUIDES.find((guide) => guide.slug === found)?.title;
  return { ...rendered, slug: found, title: listedTitle ?? rendered.title ?? found };
}
