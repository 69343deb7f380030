// The leak check ("no secret, full card number, CVC or OTP appears in any log or
// database column"): what counts as a leak in a piece of text. Used by scripts/check-leaks.ts on
// the e2e server's captured log and a dump of every text and JSON column of the e2e database.
// - secret API keys and webhook signing secrets, by shape: no full one may be written anywhere
//   (keys are stored hashed, webhook secrets encrypted; logs redact them);
// - two-factor TOTP secrets, by shape: 32 base32 characters (160 bits, upper case, no padding), as
//   shown at enrolment and in the otpauth:// URI; User.totpSecret holds them encrypted;
// - the test cards' full numbers (lib/processors/simulator.ts), and any value given here;
// - a CVC or an OTP next to its name (`"cvc":"123"`, `otp=123456`): the values alone are too
//   short to search for without finding amounts and phone numbers.
export type Leak = { kind: string; match: string; where: string };

const SHAPES: { kind: string; pattern: RegExp }[] = [
  { kind: "secret API key", pattern: /\bsk_(?:test|live)_[0-9A-Za-z]{38}\b/g },
  { kind: "webhook signing secret", pattern: /\bwhsec_[A-Za-z0-9+/]{24,}={0,2}/g },
  { kind: "TOTP secret", pattern: /\b[A-Z2-7]{32}\b/g },
  { kind: "CVC", pattern: /["']?\b(?:cvc|cvv|card_cvc|security_code)["']?\s*[:=]\s*["']?(\d{3,4})\b/gi },
  { kind: "OTP", pattern: /["']?\b(?:otp|otp_code)["']?\s*[:=]\s*["']?(\d{4,8})\b/gi },
];

/** Leaks in `text` (`where` names the log line or the table and column). */
export function findLeaks(text: string, where: string, exactValues: { kind: string; value: string }[] = []): Leak[] {
  const leaks: Leak[] = [];
  for (const { kind, pattern } of SHAPES) {
    for (const match of text.matchAll(pattern)) leaks.push({ kind, match: mask(match[0]), where });
  }
  for (const { kind, value } of exactValues) {
    if (value && text.includes(value)) leaks.push({ kind, match: mask(value), where });
  }
  return leaks;
}

/** Enough to find it, not enough to use it: the report of a leak must not be a leak. */
function mask(text: string): string {
  return text.length <= 8 ? text.replace(/\d(?=\d{2})/g, "•") : `${text.slice(0, 10)}…(${text.length} chars)`;
}
