-- Issue 14, team: the admin and support roles, the support refund limits, and invites.
-- New enum values are not used in this migration (PostgreSQL forbids using a value added in the
-- same transaction).
ALTER TYPE "Role" ADD VALUE IF NOT EXISTS 'admin';
ALTER TYPE "Role" ADD VALUE IF NOT EXISTS 'support';

ALTER TABLE "Merchant" ADD COLUMN "supportRefundLimits" JSONB NOT NULL DEFAULT '{}';

CREATE TABLE "Invite" (
    "id" TEXT NOT NULL,
    "merchantId" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "role" "Role" NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "invitedById" TEXT,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "acceptedAt" TIMESTAMP(3),
    "acceptedUserId" TEXT,
    "revokedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Invite_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "Invite_tokenHash_key" ON "Invite"("tokenHash");
CREATE INDEX "Invite_merchantId_email_idx" ON "Invite"("merchantId", "email");

ALTER TABLE "Invite" ADD CONSTRAINT "Invite_merchantId_fkey" FOREIGN KEY ("merchantId") REFERENCES "Merchant"("id") ON DELETE CASCADE ON UPDATE CASCADE;
