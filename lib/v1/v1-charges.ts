import "server-only";
// POST /v1/charges?type= and POST /v1/validate?type=: Chapa's direct charge and its
// authorize step, on the v2 services (lib/charges/): the type names the wallet, tx_ref is the
// merchant reference, mobile the wallet's number (checked by the checkout's rule, so Chapa's local
// 09…/07… forms are read as Ethiopian numbers), and the code goes to the same OTP step.
import type { DbClient, Db } from "@/lib/db";
import type { Mode } from "@/lib/generated/prisma/client";
import type { AuditActor } from "@/lib/audit/record-audit";
import type { OtherModeAnswer } from "@/lib/auth/other-mode";
import { ApiError, isApiError, type FieldError } from "@/lib/http/errors";
import { createDirectCharge, type DirectCharge } from "@/lib/charges/create-direct-charge";
import { authorizeDirectCharge } from "@/lib/charges/authorize-direct-charge";
import { findDirectCharge } from "@/lib/charges/find-direct-charge";
import { TX_REF_USED } from "@/lib/v1/initialize-v1-payment";
import { orV1NotFound } from "@/lib/v1/with-v1-api";
import { V1_CHARGE_TYPES, type V1ChargeInput, type V1ValidateInput } from "@/lib/v1/schemas";

/** The wallet a Chapa type names, or Chapa's 400 naming the types this gateway charges. */
export function v1ChargeMethod(type: string): string {
  const method = V1_CHARGE_TYPES[type.toLowerCase().replace(/[\s_-]/g, "")];
  if (!method) {
    throw new ApiError("INVALID_VALUE", `Unsupported type "${type}": this gateway charges telebirr, mpesa, cbebirr, ebirr and awashbirr`, [{ field: "type", message: "unsupported type" }]);
  }
  return method;
}

export async function createV1Charge(db: Db, opts: { merchantId: string; mode: Mode; actor: AuditActor; type: string; body: V1ChargeInput }): Promise<DirectCharge> {
  const { body } = opts;
  const method = v1ChargeMethod(opts.type);
  const customer = { first_name: body.first_name, last_name: body.last_name, email: body.email };
  try {
    return await createDirectCharge(db, {
      merchantId: opts.merchantId,
      mode: opts.mode,
      actor: opts.actor,
      input: {
        amount: body.amount,
        currency: body.currency,
        method,
        phone_number: body.mobile,
        merchant_reference: body.tx_ref,
        customer: Object.values(customer).some((v) => v !== undefined) ? customer : undefined,
        meta: body.meta,
      },
    });
  } catch (error) {
    throw inV1Terms(error);
  }
}

export async function validateV1Charge(database: DbClient, opts: { merchantId: string; mode: Mode; otherMode: OtherModeAnswer; actor: AuditActor; type: string; body: V1ValidateInput }) {
  const method = v1ChargeMethod(opts.type);
  const otp = v1Otp(opts.body);
  const lookup = { merchantId: opts.merchantId, mode: opts.mode, otherMode: opts.otherMode, reference: opts.body.reference };
  const charge = await orV1NotFound(findDirectCharge(database, lookup), NOT_FOUND);
  if (charge.paymentMethod !== method) {
    throw new ApiError("INVALID_VALUE", `type "${opts.type}" does not match the charge, which was made with ${charge.paymentMethod}`, [{ field: "type", message: "does not match the charge" }]);
  }
  return orV1NotFound(authorizeDirectCharge(database, { ...lookup, otp, actor: opts.actor }), NOT_FOUND);
}

const NOT_FOUND = "Invalid transaction or Transaction not found";

/** The code: `otp`, or `client` when it is the code itself; Chapa's 3DES-encrypted `client` is not read here. */
function v1Otp(body: V1ValidateInput): string {
  const code = body.otp ?? body.client;
  if (code === undefined) throw new ApiError("VALIDATION_ERROR", "otp is required", [{ field: "otp", message: "is required: the code the customer received" }]);
  if (!/^\d{4,8}$/.test(code)) {
    const field = body.otp === undefined ? "client" : "otp";
    const message = field === "client" ? "must be the code in plain text (4 to 8 digits); encrypted client payloads are not accepted: send otp over HTTPS" : "must be the 4 to 8 digit code";
    throw new ApiError("VALIDATION_ERROR", `${field} ${message}`, [{ field, message }]);
  }
  return code;
}

/** v2's refusals in v1's words: a reused tx_ref, and `mobile` where v2 says phone_number. */
function inV1Terms(error: unknown): unknown {
  if (!isApiError(error)) return error;
  if (error.code === "RESOURCE_CONFLICT") return new ApiError("RESOURCE_CONFLICT", TX_REF_USED, [{ field: "tx_ref", message: "has been used before" }]);
  const details = Array.isArray(error.details) ? (error.details as FieldError[]) : null;
  if (details?.some((d) => d.field === "phone_number")) {
    return new ApiError(error.code, error.message.replace(/^phone_number/, "mobile"), details.map((d) => (d.field === "phone_number" ? { ...d, field: "mobile" } : d)));
  }
  return error;
}
