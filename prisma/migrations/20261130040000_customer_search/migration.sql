-- Issue 27, items 9 and 10: customer profiles on by default, and prefix search by customer name,
-- e-mail and phone number on the payment list and the customer list.

-- Item 9: merchants created from now on file their payments under customer profiles. Existing
-- merchants keep the value they have (ALTER ... SET DEFAULT rewrites no row).
ALTER TABLE "Merchant" ALTER COLUMN "customerProfilesEnabled" SET DEFAULT true;

-- Item 10: a case-insensitive prefix search is `lower(name) LIKE 'almaz%'`. Prisma cannot write
-- lower(column), so the lower-cased names are generated columns the database keeps (the
-- application never writes them), and each searched column gets a text_pattern_ops btree index
-- led by (merchantId, mode): a prefix LIKE is then an index range scan whatever the database's
-- collation, on PostgreSQL and on PGlite alike (docs/decisions.md, "Prefix search ...").
-- E-mail addresses are stored lower-cased and phone numbers normalised (+ and digits) already.
ALTER TABLE "Payment"
    ADD COLUMN "customerFirstNameLower" TEXT GENERATED ALWAYS AS (lower("customerFirstName")) STORED,
    ADD COLUMN "customerLastNameLower" TEXT GENERATED ALWAYS AS (lower("customerLastName")) STORED;

-- The first-name index carries the last name too: "almaz tes" (first name and start of the last) is one
-- range over the first name, its last-name condition checked inside the index, without a heap row per Almaz.
CREATE INDEX "Payment_search_first_name_idx" ON "Payment"("merchantId", "mode", "customerFirstNameLower" text_pattern_ops, "customerLastNameLower" text_pattern_ops);
CREATE INDEX "Payment_search_last_name_idx" ON "Payment"("merchantId", "mode", "customerLastNameLower" text_pattern_ops);
CREATE INDEX "Payment_search_email_idx" ON "Payment"("merchantId", "mode", "customerEmail" text_pattern_ops);
CREATE INDEX "Payment_search_phone_idx" ON "Payment"("merchantId", "mode", "customerPhone" text_pattern_ops);

ALTER TABLE "Customer"
    ADD COLUMN "firstNameLower" TEXT GENERATED ALWAYS AS (lower("firstName")) STORED,
    ADD COLUMN "lastNameLower" TEXT GENERATED ALWAYS AS (lower("lastName")) STORED;

CREATE INDEX "Customer_search_first_name_idx" ON "Customer"("merchantId", "mode", "firstNameLower" text_pattern_ops, "lastNameLower" text_pattern_ops);
CREATE INDEX "Customer_search_last_name_idx" ON "Customer"("merchantId", "mode", "lastNameLower" text_pattern_ops);
CREATE INDEX "Customer_search_email_idx" ON "Customer"("merchantId", "mode", "email" text_pattern_ops);
CREATE INDEX "Customer_search_phone_idx" ON "Customer"("merchantId", "mode", "phone" text_pattern_ops);
