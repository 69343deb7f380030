// What never reaches a log or the processor request log: the connection's secrets and
// tokens (named by the caller), bearer and basic credentials, card numbers (13-19 digits that pass
// Luhn), CVCs, and phone numbers (kept to their last four digits, as the gateway stores them).
const SECRET_FIELDS = /("(?:secret_key|webhook_secret|api_key|apiKey|access_token|token|password|pin|cvc|cvv|card_number|number)"\s*:\s*")([^"]*)(")/gi;
const PHONE_FIELDS = /("(?:phone_number|phone|partyId|msisdn|account_number|accountNumber)"\s*:\s*")(\+?\d{5,})(\d{4})(")/gi;
const AUTH_HEADER = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/g;
const LONG_DIGITS = /\d[\d -]{11,22}\d/g;
const PHONE_LIKE = /\+?\b(?:251|256|253)\d{7,10}\b/g;

export function scrubText(text: string, secrets: readonly string[] = []): string {
  let out = text;
  for (const secret of secrets) if (secret && secret.length >= 6) out = out.split(secret).join("[secret]");
  out = out.replace(SECRET_FIELDS, (_m, a: string, _v: string, c: string) => `${a}[scrubbed]${c}`);
  out = out.replace(PHONE_FIELDS, (_m, a: string, _p: string, last4: string, c: string) => `${a}••••${last4}${c}`);
  out = out.replace(AUTH_HEADER, "$1 [scrubbed]");
  out = out.replace(LONG_DIGITS, (digits) => (luhn(digits.replace(/\D/g, "")) ? "[card]" : digits));
  out = out.replace(PHONE_LIKE, (phone) => `••••${phone.slice(-4)}`);
  return out;
}

function luhn(digits: string): boolean {
  if (digits.length < 13 || digits.length > 19) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}
