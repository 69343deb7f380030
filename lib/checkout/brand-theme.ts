// The merchant's brand colour as the checkout's accent, kept readable: buttons get
// white or near-black text, whichever contrasts more (a mid-tone that reaches 4.5:1 with
// neither is darkened slightly), and accent-coloured text on white is darkened until it
// reaches WCAG AA (4.5:1). Pure: the page sets the result as CSS variables.

const FALLBACK = "#4f46e5";
const INK = "#0f172a"; // slate-900

export type BrandTheme = {
  /** Button and highlight background. */
  accent: string;
  /** Text on `accent`. */
  onAccent: string;
  /** The accent when used as text or a focus ring on white (at least 4.5:1). */
  accentText: string;
  /** A very light tint of the accent for selected states. */
  accentSoft: string;
};

export function brandTheme(color: string | null | undefined): BrandTheme {
  const white: Rgb = [255, 255, 255];
  const ink = parseHex(INK)!;
  let accent = parseHex(color) ?? parseHex(FALLBACK)!;
  // Mid-tones can fall short of 4.5:1 with both white and ink: darken those a little.
  for (let i = 0; i < 20 && Math.max(contrast(accent, white), contrast(accent, ink)) < 4.5; i++) accent = mix(accent, [0, 0, 0], 0.08);
  const onAccent = contrast(accent, white) >= contrast(accent, ink) ? white : ink;
  let text = accent;
  for (let i = 0; i < 20 && contrast(text, white) < 4.5; i++) text = mix(text, [0, 0, 0], 0.12);
  return { accent: toHex(accent), onAccent: toHex(onAccent), accentText: toHex(text), accentSoft: toHex(mix(accent, white, 0.92)) };
}

type Rgb = [number, number, number];

function parseHex(value: string | null | undefined): Rgb | null {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec((value ?? "").trim());
  if (!m) return null;
  const hex = m[1].length === 3 ? [...m[1]].map((c) => c + c).join("") : m[1];
  return [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as Rgb;
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((v) => Math.round(v).toString(16).padStart(2, "0")).join("")}`;
}

/** Rounded to whole channels, so contrast is checked on exactly the colour that is rendered. */
function mix(a: Rgb, b: Rgb, amount: number): Rgb {
  return a.map((v, i) => Math.round(v + (b[i] - v) * amount)) as Rgb;
}

function luminance([r, g, b]: Rgb): number {
  const channel = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrast(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}
