// The dashboard's customer search, shared by the payment list and the
// customer list: what a search box's text means as prefixes of a customer's name, e-mail and
// phone number. Every prefix is matched with LIKE 'prefix%' on a lower-cased column with a
// text_pattern_ops index (migration 20261130040000_customer_search), so each is an index range
// scan; nothing here matches inside a word, which no btree answers on a million rows.
//   name   each word of the name: "Almaz", "almaz" and "alm" find Almaz Tesfaye by her first
//          name, "tesf" by her last name, "almaz tes" by both (first word the first name, the
//          rest the last name);
//   email  the start of the address, any case ("almaz@", "almaz.t");
//   phone  digits only, spaces, dashes, dots and brackets ignored, at least PHONE_MIN_DIGITS:
//          with the country code ("+251911", "251911") or without it ("0911…" or "911…",
//          tried after each country code the gateway serves, PHONE_COUNTRY_CODES).

/** Country calling codes of the gateway's markets: Ethiopia, Uganda, Djibouti, the USA. */
export const PHONE_COUNTRY_CODES = ["251", "256", "253", "1"] as const;
/** Fewer digits than this would match most numbers of a country: not a phone search. */
export const PHONE_MIN_DIGITS = 3;

export type SearchPrefixes = {
  /** The whole text, trimmed, lower-cased, runs of spaces made one. */
  text: string;
  /** The words of the text (name search). */
  words: string[];
  /** Stored phone numbers (E.164, "+" and digits) start with one of these. */
  phones: string[];
};

/** LIKE's own characters in what the user typed are matched literally. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export function searchPrefixes(q: string): SearchPrefixes {
  const text = q.trim().toLowerCase().replace(/\s+/g, " ");
  const words = text ? text.split(" ") : [];
  return { text, words, phones: phonePrefixes(text) };
}

function phonePrefixes(text: string): string[] {
  if (!/^\+?[0-9 ().-]+$/.test(text)) return [];
  const digits = text.replace(/[^0-9]/g, "");
  if (digits.length < PHONE_MIN_DIGITS) return [];
  // With its country code as typed, and as a national number after each country code (a leading
  // 0 is the national trunk prefix, never part of an E.164 number).
  const national = digits.replace(/^0+/, "");
  const prefixes = new Set([`+${digits}`]);
  if (!text.startsWith("+") && national.length >= PHONE_MIN_DIGITS) {
    for (const code of PHONE_COUNTRY_CODES) prefixes.add(`+${code}${national}`);
  }
  return [...prefixes];
}

type PrefixMatch = { startsWith: string };

/** Which columns hold the customer's lower-cased names, e-mail and phone number, per model. */
export type SearchColumns<K extends string> = { firstName: K; lastName: K; email: K; phone: K };

/**
 * The OR-arms of a customer search over `columns`: each arm one index range scan. Empty when
 * the text has nothing to search.
 */
export function customerSearchArms<K extends string>(q: string, columns: SearchColumns<K>): Partial<Record<K, PrefixMatch>>[] {
  const p = searchPrefixes(q);
  if (!p.text) return [];
  const prefix = (column: K, value: string) => ({ [column]: { startsWith: escapeLike(value) } }) as Partial<Record<K, PrefixMatch>>;
  const arms = [prefix(columns.email, p.text), prefix(columns.firstName, p.text), prefix(columns.lastName, p.text)];
  if (p.words.length > 1) {
    // "almaz tes": the first word starts the first name and the rest the last name.
    arms.push({ ...prefix(columns.firstName, p.words[0]), ...prefix(columns.lastName, p.words.slice(1).join(" ")) });
  }
  for (const phone of p.phones) arms.push(prefix(columns.phone, phone));
  return arms;
}
