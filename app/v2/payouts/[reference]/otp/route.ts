// POST /v2/payouts/{reference}/otp (extension): the OTP a payout in otp_needed waits for.
import { apiRoutes, withApi } from "@/lib/api/with-api";
import { payoutOtpSchema } from "@/lib/schemas/payouts";
import { confirmPayoutOtp } from "@/lib/payouts/confirm-payout-otp";
import { serializePayout } from "@/lib/payouts/serialize-payout";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  POST: withApi({
    auth: "secret",
    body: payoutOtpSchema,
    // The service runs its own steps: the code goes to the processor between two transactions.
    transaction: "service",
    handler: async ({ db, merchantId, mode, otherMode, actor, params, body }) => {
      const payout = await confirmPayoutOtp(db, { merchantId, mode, otherMode, reference: params.reference, otp: body.otp, actor });
      return { message: "OTP accepted", data: serializePayout(payout) };
    },
  }),
});
