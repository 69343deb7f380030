// Payment links for tests, written as rows directly so one line makes a link of any
// shape (a fixed price, a donation with bounds and suggestions, an event with ticket types, closed
// in any way). Amounts are in major units, as the API takes them.
import { db } from "@/lib/db";
import type { Mode, Prisma } from "@/lib/generated/prisma/client";
import { newId, newLinkSlug } from "@/lib/ids";
import { toMinorUnits, type Currency } from "@/lib/money";

export type TicketTypeSpec = { name: string; price: number; quantity: number; taken?: number; salesStartAt?: Date | null; salesEndAt?: Date | null };

export type PaymentLinkSpec = {
  merchantId: string;
  mode?: Mode;
  kind?: "payment" | "donation" | "event";
  title?: string;
  description?: string;
  currency?: Currency;
  /** A fixed amount; leave out for a customer-chosen one (or an event). */
  amount?: number;
  amountOptions?: { min?: number; max?: number; suggested?: number[] };
  quantity?: { enabled: boolean; max?: number };
  collect?: { name?: boolean; email?: boolean; phone?: boolean };
  customFields?: { key: string; label: string; required?: boolean }[];
  splitRules?: { subaccount_reference: string; split_type?: string; split_value?: number }[];
  feeBearer?: "merchant" | "subaccounts";
  redirectUrl?: string | null;
  active?: boolean;
  expiresAt?: Date | null;
  maxPayments?: number | null;
  paymentCount?: number;
  imageId?: string | null;
  ticketTypes?: TicketTypeSpec[];
};

function minor(value: number, currency: Currency): bigint {
  const result = toMinorUnits(value, currency);
  if (!result.ok) throw new Error(`createPaymentLink: ${value} ${currency} is not an amount (${result.problem})`);
  return result.minor;
}

export async function createPaymentLink(spec: PaymentLinkSpec) {
  const currency = spec.currency ?? "USD";
  const kind = spec.kind ?? (spec.ticketTypes ? "event" : spec.amount === undefined ? "donation" : "payment");
  const id = newId("plink");
  const link = await db().paymentLink.create({
    data: {
      id,
      merchantId: spec.merchantId,
      mode: spec.mode ?? "test",
      kind,
      slug: newLinkSlug(),
      title: spec.title ?? (kind === "event" ? "Spring concert" : kind === "donation" ? "School library fund" : "Hand-made basket"),
      description: spec.description ?? "A test link.",
      currency,
      amount: spec.amount !== undefined ? minor(spec.amount, currency) : null,
      amountMin: spec.amountOptions?.min !== undefined ? minor(spec.amountOptions.min, currency) : null,
      amountMax: spec.amountOptions?.max !== undefined ? minor(spec.amountOptions.max, currency) : null,
      suggestedAmounts: (spec.amountOptions?.suggested ?? []).map((v) => minor(v, currency)),
      quantityEnabled: spec.quantity?.enabled ?? false,
      maxQuantity: spec.quantity?.max ?? null,
      collectName: spec.collect?.name ?? true,
      collectEmail: spec.collect?.email ?? true,
      collectPhone: spec.collect?.phone ?? false,
      customFields: (spec.customFields ?? []).map((f) => ({ key: f.key, label: f.label, required: f.required ?? false })) as Prisma.InputJsonValue,
      splitRules: spec.splitRules ? (spec.splitRules as Prisma.InputJsonValue) : undefined,
      feeBearer: spec.feeBearer ?? "merchant",
      redirectUrl: spec.redirectUrl ?? null,
      active: spec.active ?? true,
      expiresAt: spec.expiresAt ?? null,
      maxPayments: spec.maxPayments ?? null,
      paymentCount: spec.paymentCount ?? 0,
      imageId: spec.imageId ?? null,
      ticketTypes: spec.ticketTypes
        ? {
            create: spec.ticketTypes.map((t, position) => ({
              id: newId("tkty"),
              merchantId: spec.merchantId,
              name: t.name,
              price: minor(t.price, currency),
              quantity: t.quantity,
              taken: t.taken ?? 0,
              salesStartAt: t.salesStartAt ?? null,
              salesEndAt: t.salesEndAt ?? null,
              position,
            })),
          }
        : undefined,
    },
    include: { ticketTypes: { orderBy: { position: "asc" } } },
  });
  return link;
}
