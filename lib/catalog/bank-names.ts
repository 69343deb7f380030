// The registry's names for people. Finance staff know "Commercial Bank of
// Ethiopia", not `cbe`: the dashboard shows a payout's bank by the registry's name for its slug
// (the caller's own bank_name stays on the API object), and the bulk CSV's bank column takes a
// bank's name as well as its slug, case and spacing ignored. Client-safe: pure functions only.
import { BANKS, findBank, type Bank } from "@/lib/catalog/banks";
import type { Currency } from "@/lib/money";

/** The registry's name for a slug; `fallback` (the stored bank_name) for a slug the registry no longer has. */
export function bankDisplayName(slug: string, fallback?: string): string {
  return findBank(slug)?.name ?? fallback ?? slug;
}

/** Lower case, punctuation to spaces, runs of spaces as one: "Commercial  bank of ETHIOPIA" → "commercial bank of ethiopia". */
function normalize(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/**
 * The bank a CSV cell names: its slug, or its registry name (case, spacing and punctuation
 * ignored). Several banks of one name (none today) resolve to the one in `currency`.
 */
export function findBankByNameOrSlug(text: string, currency?: Currency | string): Bank | undefined {
  const exact = findBank(text.trim());
  if (exact) return exact;
  const wanted = normalize(text);
  if (!wanted) return undefined;
  const matches = BANKS.filter((b) => normalize(b.name) === wanted || normalize(b.slug) === wanted);
  return matches.find((b) => b.currency === currency) ?? matches[0];
}

/** Edit distance between two short strings (names of banks): small, exact, no dependency. */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length];
}

/**
 * The bank someone most likely meant by a name the registry does not have ("commercial bank" →
 * Commercial Bank of Ethiopia), among the banks and wallets of `currency`: a name that contains
 * every word typed, else the nearest name or slug by edit distance when it is close enough.
 */
export function suggestBank(text: string, currency?: Currency | string): Bank | undefined {
  const wanted = normalize(text);
  if (!wanted) return undefined;
  const candidates = BANKS.filter((b) => !currency || b.currency === currency);
  const words = wanted.split(" ");
  const containing = candidates.filter((b) => {
    const name = ` ${normalize(b.name)} ${normalize(b.slug)} `;
    return words.every((w) => name.includes(` ${w}`));
  });
  if (containing.length) return containing.sort((a, b) => a.name.length - b.name.length)[0];
  let best: { bank: Bank; score: number } | undefined;
  for (const bank of candidates) {
    const score = Math.min(distance(wanted, normalize(bank.name)), distance(wanted, normalize(bank.slug)));
    if (!best || score < best.score) best = { bank, score };
  }
  return best && best.score <= Math.max(2, Math.floor(wanted.length / 3)) ? best.bank : undefined;
}
