// The /docs site's Markdown: links between guides become site paths, headings get
// GitHub's ids, and a slug can only name a file directly in docs/.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderMarkdown, rewriteDocHref, slugifyHeading } from "@/lib/docs/render-markdown";
import { getDoc } from "@/lib/docs/get-doc";
import { docsDirectory, listDocs, listDocSlugs } from "@/lib/docs/list-docs";
import { GUIDES } from "@/lib/docs/guides";
import { openSwaggerUiAsset, swaggerUiVersion } from "@/lib/docs/swagger-ui-asset";

describe("links", () => {
  it.each([
    ["webhooks.md", "/docs/webhooks"],
    ["webhooks.md#retries", "/docs/webhooks#retries"],
    ["./migrating-from-v1.md#field-mapping", "/docs/migrating-from-v1#field-mapping"],
  ])("a link to a sibling guide, %s, becomes %s", (href, expected) => {
    expect(rewriteDocHref(href)).toBe(expected);
  });

  it.each([
    "https://www.standardwebhooks.com",
    "https://example.com/guide.md",
    "#retries",
    "../README.md",
    "/etc/passwd.md",
    "sub/guide.md",
    "mailto:dev@example.com",
  ])("any other link, %s, is kept as written", (href) => {
    expect(rewriteDocHref(href)).toBe(href);
  });

  it("rewrites links in rendered Markdown and leaves external ones plain", () => {
    const { html } = renderMarkdown("See [retries](webhooks.md#retries), [the API](api.md) and [Standard Webhooks](https://www.standardwebhooks.com).");
    expect(html).toContain('<a href="/docs/webhooks#retries">retries</a>');
    expect(html).toContain('<a href="/docs/api">the API</a>');
    expect(html).toContain('<a href="https://www.standardwebhooks.com">Standard Webhooks</a>');
    expect(html).not.toContain("target=");
  });
});

describe("headings", () => {
  it.each([
    ["Duplicate charges", "duplicate-charges"],
    ["Who pays the fee of a split payment (`fee_bearer`)", "who-pays-the-fee-of-a-split-payment-fee_bearer"],
    ["Review fixes (round 2): hosted checkout forms and OTP", "review-fixes-round-2-hosted-checkout-forms-and-otp"],
    ["A — B", "a--b"],
    ["Événements", "événements"],
  ])("%s has GitHub's id %s", (text, id) => {
    expect(slugifyHeading(text)).toBe(id);
  });

  it("gives each heading an id and an anchor link, numbering repeats as GitHub does", () => {
    const { html, title, headings } = renderMarkdown(
      "# Payouts\n\n## The `fee_bearer` field\n\n### How\n\ntext\n\n### How\n\n### How\n\n## [Linked](api.md) heading\n",
    );
    expect(title).toBe("Payouts");
    expect(headings.map((h) => [h.depth, h.id])).toEqual([
      [1, "payouts"],
      [2, "the-fee_bearer-field"],
      [3, "how"],
      [3, "how-1"],
      [3, "how-2"],
      [2, "linked-heading"],
    ]);
    expect(html).toContain('<h1 id="payouts">Payouts</h1>');
    expect(html).toContain('<h2 id="the-fee_bearer-field">The <code>fee_bearer</code> field <a class="heading-anchor" href="#the-fee_bearer-field">');
    expect(html).toContain('<h3 id="how-2">How <a class="heading-anchor" href="#how-2">');
    expect(html).toContain('<a href="/docs/api">Linked</a> heading');
  });
});

describe("GFM", () => {
  it("renders tables and fenced code, escaped, each in a box keyboard users can scroll", () => {
    const { html } = renderMarkdown(
      "| Field | Meaning |\n|---|---|\n| `url` | Where <events> go |\n\n```ts\nconst a = 1 < 2 && \"x\";\n```\n",
    );
    expect(html).toContain('<div class="doc-table" tabindex="0"><table>');
    expect(html).toMatch(/<th>Field<\/th>\s*<th>Meaning<\/th>/);
    expect(html).toContain("<td><code>url</code></td>");
    expect(html).toContain('<pre tabindex="0"><code class="language-ts">const a = 1 &lt; 2 &amp;&amp; &quot;x&quot;;');
  });
});

describe("which files are guides", () => {
  let root: string;
  let dir: string;
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "docs-test-"));
    dir = path.join(root, "docs");
    fs.mkdirSync(path.join(dir, "sub"), { recursive: true });
    fs.writeFileSync(path.join(dir, "webhooks.md"), "# Webhook guide\n\nBody.\n");
    fs.writeFileSync(path.join(dir, "api.md"), "# API conventions (v2)\n");
    fs.writeFileSync(path.join(dir, "decisions.md"), "# `Design` decisions\n");
    fs.writeFileSync(path.join(dir, "reference.md"), "# Shadows /docs/reference\n");
    fs.writeFileSync(path.join(dir, "Upper.md"), "# Not a slug\n");
    fs.writeFileSync(path.join(dir, "notes.txt"), "not Markdown\n");
    fs.writeFileSync(path.join(dir, "sub", "nested.md"), "# Nested\n");
    fs.writeFileSync(path.join(root, "secret.md"), "# Secret outside docs/\n");
    fs.symlinkSync(path.join(root, "secret.md"), path.join(dir, "linked.md"));
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it("serves a guide directly in docs/", () => {
    const doc = getDoc("webhooks", dir);
    expect(doc?.slug).toBe("webhooks");
    expect(doc?.title).toBe("Webhooks"); // the navigation's title, from lib/docs/guides.ts
    expect(doc?.html).toContain("<p>Body.</p>");
  });

  it.each([
    ["an unknown slug", "quickstart"],
    ["a parent path", "../secret"],
    ["an encoded parent path", "..%2Fsecret"],
    ["a decoded-then-encoded dot path", "%2e%2e%2fsecret"],
    ["a backslash path", "..\\secret"],
    ["an absolute path", "/etc/passwd"],
    ["an absolute path inside the folder", "__ABS__"],
    ["the file name with .md", "webhooks.md"],
    ["a sub-folder", "sub/nested"],
    ["a symlink leaving docs/", "linked"],
    ["a reserved path", "reference"],
    ["a name that is not a slug", "Upper"],
    ["a non-Markdown file", "notes"],
    ["an empty slug", ""],
    ["a trailing NUL", "webhooks\u0000"],
  ])("finds nothing for %s", (_what, slug) => {
    expect(getDoc(slug === "__ABS__" ? path.join(dir, "webhooks") : slug, dir)).toBeNull();
  });

  it("lists the listed guides in their order, skips missing ones, and puts the others under More", () => {
    const { guides, more } = listDocs(dir);
    expect(guides.map((g) => [g.slug, g.title, g.href])).toEqual([
      ["webhooks", "Webhooks", "/docs/webhooks"],
      ["api", "API conventions", "/docs/api"],
    ]);
    expect(more.map((g) => [g.slug, g.title, g.href])).toEqual([["decisions", "Design decisions", "/docs/decisions"]]);
  });
});

describe("the repository's docs/", () => {
  const slugs = listDocSlugs(docsDirectory());
  const rendered = new Map(slugs.map((slug) => [slug, getDoc(slug)!]));

  it("has the guides the site links to, each with a title", () => {
    expect(slugs).toEqual(expect.arrayContaining(["api", "testing", "webhooks"]));
    for (const [slug, doc] of rendered) expect(doc.title, slug).toBeTruthy();
    const { guides, more } = listDocs();
    expect([...guides, ...more].map((d) => d.slug).sort()).toEqual(slugs);
    expect(guides.map((d) => d.slug)).toEqual(GUIDES.map((g) => g.slug).filter((slug) => slugs.includes(slug)));
  });

  it("links only to guides and headings that exist", () => {
    const broken: string[] = [];
    for (const [slug, doc] of rendered) {
      for (const [, href] of doc.html.matchAll(/<a [^>]*href="([^"]*)"/g)) {
        const target = /^\/docs\/([^#]+)(?:#(.*))?$/.exec(href) ?? (href.startsWith("#") ? [href, slug, href.slice(1)] : null);
        if (!target) continue;
        const [, targetSlug, anchor] = target;
        const targetDoc = rendered.get(targetSlug);
        if (!targetDoc || (anchor && !targetDoc.headings.some((h) => h.id === decodeURIComponent(anchor)))) broken.push(`${slug}.md → ${href}`);
      }
    }
    expect(broken).toEqual([]);
  });
});

describe("Swagger UI assets", () => {
  it.each([
    ["swagger-ui-bundle.js", "text/javascript; charset=utf-8", "SwaggerUIBundle"],
    ["swagger-ui.css", "text/css; charset=utf-8", ".swagger-ui"],
  ])("serves %s from the installed package as %s", async (name, contentType, marker) => {
    const asset = openSwaggerUiAsset(name)!;
    expect(asset.contentType).toBe(contentType);
    const bytes = new Uint8Array(await new Response(asset.body).arrayBuffer());
    expect(bytes.byteLength).toBe(asset.size);
    const text = new TextDecoder().decode(bytes);
    expect(text).toContain(marker);
  });

  it.each(["package.json", "index.html", "swagger-initializer.js", "../swagger-ui-dist/swagger-ui.css", "/etc/passwd", "hasOwnProperty", "__proto__", ""])(
    "serves nothing else: %s",
    (name) => {
      expect(openSwaggerUiAsset(name)).toBeNull();
    },
  );

  it("knows the installed version, for the asset URLs", () => {
    expect(swaggerUiVersion()).toMatch(/^\d+\.\d+\.\d+/);
  });
});
