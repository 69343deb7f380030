// Payout shapes of the dashboard JSON routes, for client components. Client-safe:
// type-only imports.
import type { PagedList } from "@/lib/http/pagination";
import type { PayoutDetail } from "@/lib/payouts/get-payout-detail";
import type { PayoutQuote } from "@/lib/payouts/quote-payout";
import type { PayoutListItem } from "@/lib/payouts/serialize-payout";

export type { PayoutDetail, PayoutListItem, PayoutQuote };
export type PayoutTimelineStep = PayoutDetail["timeline"][number];
export type PayoutList = PagedList<PayoutListItem>;
