-- Issue 10: one OTP check at a time per payout. A code being checked by the processor marks the
-- payout; another code sent meanwhile is refused (409), so a wrong code can never fail a payout
-- that a right code, checked at the same moment, is sending on. A crashed check frees the
-- payout after 30 seconds.
ALTER TABLE "Payout" ADD COLUMN "otpCheckStartedAt" TIMESTAMP(3);
