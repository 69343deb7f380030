-- Issue 9: the inline checkout demo serves only the merchant marked as the demo merchant
-- (prepare-db's seed), never "the first merchant in the database".
ALTER TABLE "Merchant" ADD COLUMN "isDemo" BOOLEAN NOT NULL DEFAULT false;

-- Databases seeded before this column existed: the seed's merchant is the one whose owner
-- signs in as demo@gateway.test (.test is reserved, RFC 2606: no real sign-up owns it).
UPDATE "Merchant" SET "isDemo" = true
WHERE "id" IN (
  SELECT m."merchantId" FROM "Membership" m JOIN "User" u ON u."id" = m."userId"
  WHERE u."email" = 'demo@gateway.test' AND m."role" = 'owner'
);
