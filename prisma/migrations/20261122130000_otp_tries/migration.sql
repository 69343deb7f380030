-- Issue 9: a wrong OTP / 3-D Secure code no longer fails the attempt at once. Each attempt
-- allows 3 tries of the code; the counter is taken under the payment's lock before the code
-- is sent, and never goes below zero.
ALTER TABLE "PaymentAttempt" ADD COLUMN "otpTriesLeft" INTEGER NOT NULL DEFAULT 3;
ALTER TABLE "PaymentAttempt" ADD CONSTRAINT "PaymentAttempt_otpTriesLeft_range" CHECK ("otpTriesLeft" BETWEEN 0 AND 3);
