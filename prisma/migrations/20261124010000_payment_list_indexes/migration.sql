-- The payment list at scale (issue 12; docs/performance.md has the plans on 1,000,000 rows).
-- Every list query is "this merchant, this mode, [one filter,] ordered by a key then id, after a
-- position": each index below ends in (key, id), so the first page, a cursor page at any depth and
-- each single filter are one index range scan that stops after per_page + 1 rows. A btree is read
-- backward as readily as forward, so one ascending index serves newest-first and oldest-first.

-- Date order and the from/to range. Replaces (merchantId, mode, createdAt): with id last the tie-break
-- needs no sort step, and everything the old index answered this one answers.
DROP INDEX "Payment_merchantId_mode_createdAt_idx";
CREATE INDEX "Payment_merchantId_mode_createdAt_id_idx" ON "Payment"("merchantId", "mode", "createdAt", "id");

-- status, currency and email filters, in date order.
CREATE INDEX "Payment_merchantId_mode_status_createdAt_id_idx" ON "Payment"("merchantId", "mode", "status", "createdAt", "id");
CREATE INDEX "Payment_merchantId_mode_currency_createdAt_id_idx" ON "Payment"("merchantId", "mode", "currency", "createdAt", "id");
CREATE INDEX "Payment_merchantId_mode_customerEmail_createdAt_id_idx" ON "Payment"("merchantId", "mode", "customerEmail", "createdAt", "id");

-- The dashboard's sort by amount.
CREATE INDEX "Payment_merchantId_mode_amount_id_idx" ON "Payment"("merchantId", "mode", "amount", "id");
