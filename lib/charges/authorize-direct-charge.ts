import "server-only";
// POST /v2/charges/{reference}/authorize: the code a wallet sent the customer for a
// direct charge waiting in auth_needed, through the checkout's own OTP step (confirmAttemptOtp:
// 3 tries of the code within the attempt, the try taken under the payment's lock, the code sent
// to the processor outside any transaction). A wrong code with tries left is 400 with the tries
// left and changes nothing else; the third wrong code fails the charge, which is then answered.
import type { Mode } from "@/lib/generated/prisma/client";
import type { DbClient } from "@/lib/db";
import { ApiError } from "@/lib/http/errors";
import type { AuditActor } from "@/lib/audit/record-audit";
import type { OtherModeAnswer } from "@/lib/auth/other-mode";
import { confirmAttemptOtp } from "@/lib/payments/attempts/confirm-attempt-otp";
import { directChargeState, findDirectCharge, type DirectChargeState } from "@/lib/charges/find-direct-charge";

export async function authorizeDirectCharge(
  database: DbClient,
  opts: { merchantId: string; mode: Mode; otherMode: OtherModeAnswer; reference: string; otp: string; actor: AuditActor },
): Promise<DirectChargeState> {
  const charge = await findDirectCharge(database, opts);
  if (charge.status !== "auth_needed") {
    throw new ApiError("INVALID_STATE", `This charge is ${charge.status}, not waiting for a code`);
  }
  const result = await confirmAttemptOtp(charge.checkoutToken, opts.otp, database, opts.actor);
  if (result.wrongCode && result.triesLeft > 0) {
    const left = `${result.triesLeft} ${result.triesLeft === 1 ? "try" : "tries"} left`;
    throw new ApiError("INVALID_VALUE", `wrong OTP: ${left}`, [{ field: "otp", message: `wrong code; ${left}` }]);
  }
  return directChargeState(database, result.payment);
}
