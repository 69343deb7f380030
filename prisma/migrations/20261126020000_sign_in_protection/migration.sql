-- Issue 14: dashboard sign-in protection and two-factor sign-in.
-- SignInThrottle/SignInFailure: failed sign-ins per account (keyed by a hash of the e-mail, so an
-- unknown e-mail is limited exactly like a real one) and per client address, and their locks
-- (lib/auth/sign-in-throttle.ts). A key's row is locked FOR UPDATE while an attempt is counted, so
-- the counts hold across server processes.
-- User.totp*, RecoveryCode, Merchant.requireTwoFactor: TOTP two-factor sign-in with single-use
-- recovery codes (stored as SHA-256 hashes), and the owner's switch that requires it for the team.
-- AlterTable
ALTER TABLE "Merchant" ADD COLUMN "requireTwoFactor" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "User" ADD COLUMN "totpEnabledAt" TIMESTAMP(3),
ADD COLUMN "totpLastStep" INTEGER,
ADD COLUMN "totpSecret" TEXT;

-- CreateTable
CREATE TABLE "RecoveryCode" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "codeHash" TEXT NOT NULL,
    "usedAt" TIMESTAMP(3),

    CONSTRAINT "RecoveryCode_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SignInThrottle" (
    "key" TEXT NOT NULL,
    "lockedUntil" TIMESTAMP(3),
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SignInThrottle_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "SignInFailure" (
    "id" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SignInFailure_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "RecoveryCode_userId_codeHash_key" ON "RecoveryCode"("userId", "codeHash");

-- CreateIndex
CREATE INDEX "SignInFailure_key_at_idx" ON "SignInFailure"("key", "at");

-- AddForeignKey
ALTER TABLE "RecoveryCode" ADD CONSTRAINT "RecoveryCode_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SignInFailure" ADD CONSTRAINT "SignInFailure_key_fkey" FOREIGN KEY ("key") REFERENCES "SignInThrottle"("key") ON DELETE CASCADE ON UPDATE CASCADE;

