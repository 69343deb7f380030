-- The merchant's own processor connection whose collected funds a payout pays out; NULL: funds the
-- operator holds (collected through installation connections or the test-mode simulator).
ALTER TABLE "Payout" ADD COLUMN "heldAtConnectionId" TEXT;
