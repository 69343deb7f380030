// Virtual account numbers: 13 digits, as many banks issue them, a 12-digit random
// body (first digit 1-9) and a Luhn check digit, so a mistyped digit or a swap of two neighbours
// is caught before a transfer is sent. Uniqueness is the database's job (a unique index; the
// creator retries on the rare clash).
import crypto from "node:crypto";

export const ACCOUNT_NUMBER_LENGTH = 13;

/** The Luhn check digit for `body` (digits only). */
export function luhnCheckDigit(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    // Doubling starts from the rightmost digit of the body (it sits next to the check digit).
    let digit = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return String((10 - (sum % 10)) % 10);
}

export function isValidAccountNumber(text: string): boolean {
  return new RegExp(`^[1-9]\\d{${ACCOUNT_NUMBER_LENGTH - 1}}$`).test(text) && luhnCheckDigit(text.slice(0, -1)) === text.slice(-1);
}

export function generateAccountNumber(): string {
  let body = String(crypto.randomInt(1, 10));
  while (body.length < ACCOUNT_NUMBER_LENGTH - 1) body += String(crypto.randomInt(0, 10));
  return body + luhnCheckDigit(body);
}
