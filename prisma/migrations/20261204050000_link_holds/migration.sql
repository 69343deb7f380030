-- A link payment's hold on a place of its link and on its tickets, for a short time
-- (lib/payment-links/link-holds.ts). Partial indexes: only payments holding something are in them,
-- so a payment without a hold costs no index entry. One answers a link's holds (counted under the
-- link's row lock), the other the worker's sweep of lapsed holds.
ALTER TABLE "Payment" ADD COLUMN "linkHoldUntil" TIMESTAMP(3);

CREATE INDEX "Payment_paymentLinkId_linkHoldUntil_idx" ON "Payment"("paymentLinkId", "linkHoldUntil") WHERE "linkHoldUntil" IS NOT NULL;
CREATE INDEX "Payment_linkHoldUntil_idx" ON "Payment"("linkHoldUntil") WHERE "linkHoldUntil" IS NOT NULL;
