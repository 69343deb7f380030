// Card checks done before a card reaches the processor. The number and CVC are used for the
// authorization call only: never stored, never logged.

export function luhnValid(digits: string): boolean {
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return digits.length > 0 && sum % 10 === 0;
}

export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return "visa";
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return "mastercard";
  if (/^3[47]/.test(digits)) return "amex";
  if (/^(6011|65|64[4-9])/.test(digits)) return "discover";
  return "card";
}

/** "12/29", "12 / 2029", month and year -> { month, year } or null. */
export function parseExpiry(text: string): { month: number; year: number } | null {
  const m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!m) return null;
  const month = Number(m[1]);
  const year = m[2].length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

export function expiryInFuture(expiry: { month: number; year: number }, now = new Date()): boolean {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth() + 1;
  return expiry.year > y || (expiry.year === y && expiry.month >= m);
}

/**
 * Phones' numeric keypads have no "/": accept "1229" and "122029" as well as "12/29".
 * Everything else goes to the check as typed.
 */
export function normalizeExpiry(value: string): string {
  const digits = /^\s*(\d{2})\s*(\d{2}|\d{4})\s*$/.exec(value);
  return digits ? `${digits[1]}/${digits[2]}` : value;
}

/** The card number's digits, or why not: spaces and dashes as people type them are fine. */
export function checkCardNumber(text: string): { value: string } | { error: "required" | "length" | "invalid" } {
  const digits = text.replace(/[\s-]/g, "");
  if (digits === "") return { error: "required" };
  if (!/^\d{12,19}$/.test(digits)) return { error: "length" };
  return luhnValid(digits) ? { value: digits } : { error: "invalid" };
}

export function checkExpiry(text: string, now = new Date()): { value: { month: number; year: number } } | { error: "required" | "format" | "expired" } {
  if (text.trim() === "") return { error: "required" };
  const parsed = parseExpiry(normalizeExpiry(text));
  if (!parsed) return { error: "format" };
  return expiryInFuture(parsed, now) ? { value: parsed } : { error: "expired" };
}

export function checkCvc(text: string): { value: string } | { error: "required" | "format" } {
  const cvc = text.trim();
  if (cvc === "") return { error: "required" };
  return /^\d{3,4}$/.test(cvc) ? { value: cvc } : { error: "format" };
}
