-- Issue 9: who pays a split payment's service fee. Existing payments keep today's rule (the
-- merchant pays it), which is the default.

-- CreateEnum
CREATE TYPE "FeeBearer" AS ENUM ('merchant', 'subaccounts');

-- AlterTable
ALTER TABLE "Payment" ADD COLUMN     "feeBearer" "FeeBearer" NOT NULL DEFAULT 'merchant';
