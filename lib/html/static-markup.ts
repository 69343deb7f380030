// HTML from React server components, without React's client runtime (the hosted
// checkout's first-load JavaScript). The checkout's components are ordinary TSX, but they are
// rendered here into a string that a route handler sends, so the page carries none of the App
// Router's scripts (about 120 KB compressed) and no RSC payload: only the checkout's own small
// script (lib/checkout/client/). That limits what such a component may be: a plain function of
// its props, no hooks, no context, no "use client". Those would need React's renderer, which a
// route handler cannot import (react-dom/server throws under the react-server condition).
//
// The output is the same markup React's renderToStaticMarkup writes for those components:
// tests/unit/static-markup.test.ts renders every checkout screen both ways and compares them.
// Every text and attribute value is escaped; a raw string goes in only via
// dangerouslySetInnerHTML, which the checkout does not use.
import type { ReactNode } from "react";

const ELEMENT_TYPES = new Set([Symbol.for("react.transitional.element"), Symbol.for("react.element")]);
const FRAGMENT = Symbol.for("react.fragment");
const CLIENT_REFERENCE = Symbol.for("react.client.reference");

const VOID_ELEMENTS = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param", "source", "track", "wbr"]);

/** Attributes that are present or absent (React's list): true writes name="", false nothing. */
const BOOLEAN_ATTRIBUTES = new Set(
  [
    "allowFullScreen", "async", "autoFocus", "autoPlay", "controls", "default", "defer", "disabled", "disablePictureInPicture",
    "disableRemotePlayback", "formNoValidate", "hidden", "inert", "loop", "noModule", "noValidate", "open", "playsInline", "readOnly",
    "required", "reversed", "scoped", "seamless", "itemScope", "checked", "multiple", "muted", "selected",
  ].map((name) => name.toLowerCase()),
);

/** Attributes whose true and false are written as the strings "true" and "false". */
const BOOLEANISH_STRING_ATTRIBUTES = new Set(["contenteditable", "draggable", "spellcheck", "value", "autoreverse", "externalresourcesrequired", "focusable", "preservealpha"]);

const RENAMED: Record<string, string> = {
  className: "class",
  htmlFor: "for",
  httpEquiv: "http-equiv",
  acceptCharset: "accept-charset",
  defaultValue: "value",
  defaultChecked: "checked",
};

/** SVG presentation attributes are hyphenated in markup (strokeWidth: stroke-width). */
const HYPHENATED_SVG = /^(stroke|fill|clip|font|text|stop|dominant|alignment|baseline|color|flood|lighting|marker|paint|pointer|shape|vector|word|letter|glyph|image|enable|unicode|overline|underline|strikethrough)[A-Z]/;

const SKIPPED_PROPS = new Set(["children", "dangerouslySetInnerHTML", "key", "ref", "suppressHydrationWarning", "suppressContentEditableWarning"]);

/** Unitless style properties (React's list, the ones a stylesheet might use); others get px. */
const UNITLESS = new Set(["flex", "flexGrow", "flexShrink", "fontWeight", "lineHeight", "opacity", "order", "zIndex", "zoom", "gridRow", "gridColumn", "tabSize", "orphans", "widows", "scale"]);

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" };

const NEEDS_ESCAPING = /[&<>"']/;

export function escapeHtml(text: string): string {
  // Most texts and attribute values have nothing to escape: a test is cheaper than a replace.
  return NEEDS_ESCAPING.test(text) ? text.replace(/[&<>"']/g, (c) => ESCAPES[c]) : text;
}

type ElementLike = { $$typeof: symbol; type: unknown; props: Record<string, unknown> };

function isElement(node: unknown): node is ElementLike {
  return typeof node === "object" && node !== null && ELEMENT_TYPES.has((node as ElementLike).$$typeof);
}

/** The markup of a tree of server components, as renderToStaticMarkup would write it. */
export function renderToStaticHtml(node: ReactNode): string {
  const out: string[] = [];
  renderNode(node, out, false);
  return out.join("");
}

function renderNode(node: unknown, out: string[], inSvg: boolean): void {
  if (node === null || node === undefined || typeof node === "boolean") return;
  if (typeof node === "string") return void out.push(escapeHtml(node));
  if (typeof node === "number" || typeof node === "bigint") return void out.push(String(node));
  if (Array.isArray(node)) {
    for (const child of node) renderNode(child, out, inSvg);
    return;
  }
  if (!isElement(node)) throw new TypeError(`renderToStaticHtml: cannot render ${describe(node)}`);
  const { type, props } = node;
  if (type === FRAGMENT) return renderNode(props.children, out, inSvg);
  if (typeof type === "function") {
    if ((type as { $$typeof?: symbol }).$$typeof === CLIENT_REFERENCE) throw new TypeError("renderToStaticHtml: a client component cannot be rendered to static HTML");
    const result: unknown = (type as (p: unknown) => unknown)(props);
    if (result instanceof Promise) throw new TypeError(`renderToStaticHtml: ${type.name || "a component"} is async; load its data before rendering`);
    return renderNode(result, out, inSvg);
  }
  if (typeof type !== "string") throw new TypeError(`renderToStaticHtml: cannot render an element of type ${describe(type)}`);
  renderHostElement(type, props, out, inSvg || type === "svg");
}

function renderHostElement(tag: string, props: Record<string, unknown>, out: string[], inSvg: boolean): void {
  out.push("<", tag);
  for (const [name, value] of Object.entries(props)) {
    if (SKIPPED_PROPS.has(name) || value === undefined || value === null || typeof value === "function" || typeof value === "symbol") continue;
    if (name === "style") {
      const css = styleText(value as Record<string, unknown>);
      if (css) out.push(' style="', escapeHtml(css), '"');
      continue;
    }
    const attribute = attributeName(name, inSvg);
    const lower = attribute.toLowerCase();
    if (typeof value === "boolean") {
      if (BOOLEAN_ATTRIBUTES.has(lower)) {
        if (value) out.push(" ", attribute, '=""');
      } else if (BOOLEANISH_STRING_ATTRIBUTES.has(lower) || attribute.startsWith("aria-") || attribute.startsWith("data-")) {
        out.push(" ", attribute, '="', String(value), '"');
      }
      continue; // React drops a boolean for any other attribute
    }
    out.push(" ", attribute, '="', escapeHtml(String(value)), '"');
  }
  const inner = props.dangerouslySetInnerHTML as { __html?: string } | undefined;
  if (VOID_ELEMENTS.has(tag)) return void out.push("/>");
  out.push(">");
  if (inner?.__html !== undefined) out.push(inner.__html);
  else renderNode(props.children, out, inSvg && tag !== "foreignObject");
  out.push("</", tag, ">");
}

// A prop's attribute name, computed once per name (the names are the components' own, a few hundred at most).
const attributeNames = [new Map<string, string>(), new Map<string, string>()];

function attributeName(name: string, inSvg: boolean): string {
  const known = attributeNames[inSvg ? 1 : 0];
  let attribute = known.get(name);
  if (attribute === undefined) {
    attribute = computeAttributeName(name, inSvg);
    if (known.size < 2_000) known.set(name, attribute);
  }
  return attribute;
}

function computeAttributeName(name: string, inSvg: boolean): string {
  if (Object.hasOwn(RENAMED, name)) return RENAMED[name];
  if (name.startsWith("aria-") || name.startsWith("data-")) return name;
  if (inSvg) return HYPHENATED_SVG.test(name) ? name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`) : name;
  return name.toLowerCase();
}

function styleText(style: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [property, value] of Object.entries(style)) {
    if (value === null || value === undefined || typeof value === "boolean" || value === "") continue;
    const custom = property.startsWith("--");
    const name = custom ? property : property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`).replace(/^ms-/, "-ms-");
    const text = typeof value === "number" && value !== 0 && !custom && !UNITLESS.has(property) ? `${value}px` : String(value).trim();
    parts.push(`${name}:${text}`);
  }
  return parts.join(";");
}

function describe(value: unknown): string {
  if (typeof value === "object" && value !== null) return `an object (${Object.keys(value).slice(0, 5).join(", ")})`;
  return typeof value;
}
