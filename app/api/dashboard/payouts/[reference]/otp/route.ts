// POST /api/dashboard/payouts/{reference}/otp: the OTP entry of a payout in otp_needed, by the
// service of POST /v2/payouts/{reference}/otp. A wrong code answers INVALID_VALUE with the
// tries left; the third fails the payout. Owners and admins (lib/catalog/permissions.ts).
import { dashboardRoutes, scopeOf, withDashboard } from "@/lib/dashboard/with-dashboard";
import { confirmPayoutOtp } from "@/lib/payouts/confirm-payout-otp";
import { serializePayout } from "@/lib/payouts/serialize-payout";
import { payoutOtpSchema } from "@/lib/schemas/payouts";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  POST: withDashboard({
    action: "money.move",
    body: payoutOtpSchema,
    // The service runs its own steps: the code goes to the processor between two transactions.
    transaction: "service",
    handler: async ({ db, ctx, params, body }) => {
      const payout = await confirmPayoutOtp(db, { ...scopeOf(ctx), reference: params.reference, otp: body.otp, actor: ctx.actor });
      return { message: "OTP accepted", data: serializePayout(payout) };
    },
  }),
});
