// Payment shapes of the dashboard JSON routes, for client components. Client-safe: type-only imports.
import type { SerializedPayment } from "@/lib/payments/serialize-payment";
import type { PaymentDetailView } from "@/lib/payments/serialize-payment-detail";

/** Amounts in major units, as in the API. */
export type PaymentListItem = SerializedPayment;
export type PaymentDetail = PaymentDetailView;
export type RefundItem = PaymentDetailView["refunds"][number];
