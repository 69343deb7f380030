// "a USD bank", "an ETB bank": the indefinite article a currency code takes
// when it is read letter by letter, as codes are. The article follows the sound of the first
// letter's name: A, E, F, H, I, L, M, N, O, R, S and X begin with a vowel sound ("ee", "ef",
// "aitch", …), the other letters with a consonant ("bee", "you", "dee"). Client-safe.
const VOWEL_SOUND_LETTERS = new Set("AEFHILMNORSX");

/** The code with its article: "an ETB", "a UGX", "a USD", "a DJF". */
export function withArticle(code: string): string {
  const first = code.trim().charAt(0).toUpperCase();
  return `${VOWEL_SOUND_LETTERS.has(first) ? "an" : "a"} ${code}`;
}
