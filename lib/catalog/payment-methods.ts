// The payment methods the gateway offers, per currency. One list, used by
// validation, the checkout page, the fee table and GET /v2/payment-methods.
import type { Currency } from "@/lib/money";

export type MethodKind = "card" | "wallet" | "bank_transfer";

export type PaymentMethod = {
  id: string;
  name: string;
  kind: MethodKind;
  currencies: readonly Currency[];
  /** Country calling code the wallet's numbers use, for the checkout's phone hint. */
  country?: string;
};

export const PAYMENT_METHODS = [
  { id: "card", name: "Card", kind: "card", currencies: ["USD", "ETB", "UGX", "DJF"] },
  { id: "telebirr", name: "telebirr", kind: "wallet", currencies: ["ETB"], country: "+251" },
  { id: "cbebirr", name: "CBE Birr", kind: "wallet", currencies: ["ETB"], country: "+251" },
  { id: "mpesa", name: "M-Pesa", kind: "wallet", currencies: ["ETB"], country: "+251" },
  { id: "ebirr", name: "E-birr", kind: "wallet", currencies: ["ETB"], country: "+251" },
  { id: "awash_birr", name: "Awash Birr", kind: "wallet", currencies: ["ETB"], country: "+251" },
  { id: "mtn_momo", name: "MTN Mobile Money", kind: "wallet", currencies: ["UGX"], country: "+256" },
  { id: "airtel_money", name: "Airtel Money", kind: "wallet", currencies: ["UGX"], country: "+256" },
  { id: "waafi", name: "WAAFI", kind: "wallet", currencies: ["DJF"], country: "+253" },
  { id: "d_money", name: "D-Money", kind: "wallet", currencies: ["DJF"], country: "+253" },
  // Bank transfers settle through local clearing, offered where it is common for online payments.
  { id: "bank_transfer", name: "Bank transfer", kind: "bank_transfer", currencies: ["ETB", "UGX", "USD"] },
] as const satisfies readonly PaymentMethod[];

export type MethodId = (typeof PAYMENT_METHODS)[number]["id"];
export const METHOD_IDS = PAYMENT_METHODS.map((m) => m.id) as MethodId[];

const byId = new Map<string, PaymentMethod>(PAYMENT_METHODS.map((m) => [m.id, m]));

export function findMethod(id: string): PaymentMethod | undefined {
  return byId.get(id);
}

export function methodsFor(currency: Currency): PaymentMethod[] {
  return PAYMENT_METHODS.filter((m) => (m.currencies as readonly string[]).includes(currency));
}

export function isMethodAvailable(id: string, currency: Currency): boolean {
  return (byId.get(id)?.currencies as readonly string[] | undefined)?.includes(currency) ?? false;
}

/**
 * How each market pays, most used first: in Ethiopia wallets lead (telebirr
 * first) and cards come after; in Uganda MTN and Airtel; in Djibouti WAAFI and D-Money; in USD
 * the card. A method missing here keeps its catalogue place after the listed ones.
 */
export const MARKET_ORDER: Record<Currency, readonly MethodId[]> = {
  ETB: ["telebirr", "cbebirr", "mpesa", "ebirr", "awash_birr", "card", "bank_transfer"],
  UGX: ["mtn_momo", "airtel_money", "card", "bank_transfer"],
  DJF: ["waafi", "d_money", "card"],
  USD: ["card", "bank_transfer"],
};

/** The currency's methods in its market's order. */
export function marketOrderedMethods(currency: Currency): PaymentMethod[] {
  const order: readonly string[] = MARKET_ORDER[currency] ?? [];
  const rank = (m: PaymentMethod) => (order.includes(m.id) ? order.indexOf(m.id) : order.length);
  // Array.prototype.sort is stable: unlisted methods keep the catalogue's order.
  return methodsFor(currency).sort((a, b) => rank(a) - rank(b));
}

/**
 * The methods a checkout shows, in order: the merchant's preferred ones first, in their
 * order, then the rest in the market's order (MARKET_ORDER). (A merchant who wants only some
 * methods lists only those and sets `restrict`; see orderCheckoutMethods's caller.)
 */
export function orderCheckoutMethods(currency: Currency, preferred: readonly string[], restrict = false): PaymentMethod[] {
  const all = marketOrderedMethods(currency);
  const first = preferred.map((id) => all.find((m) => m.id === id)).filter((m): m is PaymentMethod => Boolean(m));
  if (restrict && first.length) return first;
  return [...first, ...all.filter((m) => !preferred.includes(m.id))];
}
