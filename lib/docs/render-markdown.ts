// Markdown of the guides in docs/ → HTML for /docs/<slug>. GFM (tables, fenced code)
// as marked parses it; headings get GitHub-style ids, so `api.md#duplicate-charges` written for
// GitHub works here too; links between guides (`webhooks.md#retries`) become site paths
// (`/docs/webhooks#retries`). The source is our own repository's files, not user input, so raw
// HTML in it is kept as marked renders it.
import { Marked, Renderer, type Token, type Tokens } from "marked";

export type DocHeading = { depth: number; text: string; id: string };
export type RenderedMarkdown = { html: string; title: string | null; headings: DocHeading[] };

/** A guide's file name without ".md": lower-case words joined by single hyphens, nothing else. */
export const DOC_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

// `webhooks.md`, `./webhooks.md#retries`: a sibling guide, never a path that leaves docs/.
const DOC_LINK = /^(?:\.\/)?([a-z0-9]+(?:-[a-z0-9]+)*)\.md(#[^\s]*)?$/;

/** A link target as the site serves it: links to sibling guides become /docs/<slug>[#anchor]; anything else is kept. */
export function rewriteDocHref(href: string): string {
  const match = DOC_LINK.exec(href);
  return match ? `/docs/${match[1]}${match[2] ?? ""}` : href;
}

/**
 * GitHub's heading ids (github-slugger): lower case, punctuation and symbols removed except "-"
 * and "_", each space a hyphen (not collapsed, so "A — B" is "a--b" there and here).
 */
export function slugifyHeading(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, "")
    .replace(/ /g, "-");
}

/** The text a reader sees in a heading's inline tokens (code spans, links and emphasis flattened). */
function plainText(tokens: Token[] | undefined): string {
  return (tokens ?? [])
    .map((token) => {
      if ("tokens" in token && token.tokens?.length) return plainText(token.tokens);
      if (token.type === "image" || token.type === "html") return "";
      return "text" in token ? String(token.text) : "";
    })
    .join("");
}

export function renderMarkdown(source: string): RenderedMarkdown {
  const headings: DocHeading[] = [];
  const seen = new Map<string, number>();
  // As github-slugger: the second "How" is how-1, the third how-2.
  const uniqueId = (slug: string) => {
    const original = slug || "section";
    let id = original;
    while (seen.has(id)) {
      const n = (seen.get(original) ?? 0) + 1;
      seen.set(original, n);
      id = `${original}-${n}`;
    }
    seen.set(id, 0);
    return id;
  };
  const defaults = new Renderer();

  const marked = new Marked({
    gfm: true,
    walkTokens(token) {
      if (token.type === "link") token.href = rewriteDocHref(token.href);
    },
    renderer: {
      heading({ tokens, depth }: Tokens.Heading) {
        const text = plainText(tokens);
        const id = uniqueId(slugifyHeading(text));
        headings.push({ depth, text, id });
        const inner = this.parser.parseInline(tokens);
        // The level-1 heading is the page title; the others get a "#" link readers can copy.
        const anchor =
          depth === 1
            ? ""
            : ` <a class="heading-anchor" href="#${id}"><span aria-hidden="true">#</span><span class="sr-only">Link to this section</span></a>`;
        return `<h${depth} id="${id}">${inner}${anchor}</h${depth}>\n`;
      },
      // Wide tables and long lines scroll inside their own box; tabindex lets keyboard users
      // scroll it too (axe: scrollable-region-focusable).
      table(token: Tokens.Table) {
        defaults.parser = this.parser;
        return `<div class="doc-table" tabindex="0">${defaults.table(token)}</div>\n`;
      },
      code(token: Tokens.Code) {
        defaults.parser = this.parser;
        return defaults.code(token).replace(/^<pre>/, '<pre tabindex="0">');
      },
    },
  });

  const html = marked.parse(source, { async: false });
  const title = headings.find((h) => h.depth === 1)?.text ?? null;
  return { html, title, headings };
}
