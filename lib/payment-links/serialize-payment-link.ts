import "server-only";
// The public shape of a payment link (lib/schemas/responses/payment-links.ts): the
// `data` of every /v2/payment-links answer and of the dashboard's JSON routes. Never the row.
import type { PaymentLinkImage } from "@/lib/generated/prisma/client";
import { env } from "@/lib/env";
import { toMajorUnits } from "@/lib/money";
import type { PaymentLinkView } from "@/lib/payment-links/get-payment-link";
import type { LinkCustomField } from "@/lib/payment-links/link-rules";

/** The public page: /l/{slug} (docs/payment-links.md, "The public URL"). */
export function paymentLinkUrl(slug: string): string {
  return `${env().publicBaseUrl}/l/${slug}`;
}

export function serializePaymentLink({ link, ticketTypes }: PaymentLinkView) {
  const major = (v: bigint) => toMajorUnits(v, link.currency);
  const chosen = link.kind !== "event" && link.amount === null;
  const fields = (link.customFields as LinkCustomField[] | null) ?? [];
  return {
    id: link.id,
    url: paymentLinkUrl(link.slug),
    kind: link.kind as "payment" | "donation" | "event",
    title: link.title,
    description: link.description,
    image_url: link.imageId ? `${paymentLinkUrl(link.slug)}/image` : null,
    currency: link.currency,
    amount: link.amount === null ? null : major(link.amount),
    amount_options: chosen
      ? {
          min: link.amountMin === null ? null : major(link.amountMin),
          max: link.amountMax === null ? null : major(link.amountMax),
          suggested: link.suggestedAmounts.map(major),
        }
      : null,
    quantity: { enabled: link.quantityEnabled, max: link.quantityEnabled ? link.maxQuantity : null },
    collect: { name: link.collectName, email: link.collectEmail, phone: link.collectPhone },
    custom_fields: fields.map((f) => ({ key: f.key, label: f.label, required: f.required })),
    ticket_types:
      link.kind === "event"
        ? ticketTypes.map((t) => ({
            id: t.id,
            name: t.name,
            price: major(t.price),
            quantity: t.quantity,
            sold: t.sold,
            available: t.quantity - t.taken,
            sales_start_at: t.salesStartAt?.toISOString() ?? null,
            sales_end_at: t.salesEndAt?.toISOString() ?? null,
          }))
        : null,
    subaccounts: (link.splitRules as Record<string, unknown>[] | null) ?? null,
    fee_bearer: link.feeBearer,
    redirect_url: link.redirectUrl,
    active: link.active,
    expires_at: link.expiresAt?.toISOString() ?? null,
    max_payments: link.maxPayments,
    payment_count: link.paymentCount,
    amount_collected: major(link.amountCollected),
    mode: link.mode,
    created_at: link.createdAt.toISOString(),
    updated_at: link.updatedAt.toISOString(),
  };
}

export type PaymentLinkResponse = ReturnType<typeof serializePaymentLink>;

/** An uploaded image (POST /v2/payment-links/images): its id is what a link's image_id names. */
export function serializePaymentLinkImage(image: Pick<PaymentLinkImage, "id" | "contentType" | "bytes" | "mode" | "createdAt">) {
  return { id: image.id, content_type: image.contentType, size: image.bytes.byteLength, mode: image.mode, created_at: image.createdAt.toISOString() };
}
