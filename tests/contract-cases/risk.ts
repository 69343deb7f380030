// Contract cases of the risk operations (lib/openapi/operations/risk.ts): a rule, a phone list holding
// the example value, an import, and a payment held for review by a review rule (removed once the
// review is open, so nothing else the merchant does is held).
import { db } from "@/lib/db";
import { createRiskList, addRiskListItems } from "@/lib/risk/manage/lists";
import { createRiskRule, deleteRiskRule } from "@/lib/risk/manage/rules";
import { createRiskListImport } from "@/lib/risk/manage/imports";
import { submitPaymentAttempt } from "@/lib/payments/attempts/submit-payment-attempt";
import { createHostedPaymentFor } from "@/tests/factories/payments";
import { addTestFundsFor } from "@/tests/factories/funds";
import type { ContractCases, ContractEnv } from "@/tests/contract-cases/types";

const scopeOf = ({ merchant }: ContractEnv) => ({ merchantId: merchant.merchant.id, mode: "test" as const });
const actor = { type: "cli" as const };

async function aRule(env: ContractEnv) {
  const rule = await db().$transaction((tx) =>
    createRiskRule(tx, { scope: scopeOf(env), input: { name: "Large payment", action: "review", expression: "amount > 5000.0", status: "active", position: 100 }, actor }),
  );
  return { path: { id: rule.id } };
}

async function aPhoneList(env: ContractEnv) {
  const scope = scopeOf(env);
  const list = await db().$transaction((tx) => createRiskList(tx, { scope, input: { alias: "contract_phones", name: "Contract phones", kind: "phone" }, actor }));
  await db().$transaction((tx) => addRiskListItems(tx, { scope, id: list.id, otherMode: "unauthorized", input: { values: ["+256700000001"] }, actor }));
  return { path: { id: list.id } };
}

async function anImport(env: ContractEnv) {
  const { path } = await aPhoneList(env);
  const row = await db().$transaction((tx) => createRiskListImport(tx, { scope: scopeOf(env), id: path.id, otherMode: "unauthorized", input: { csv: "+251911000002\n" }, actor }));
  return { path: { id: path.id, importId: row.id } };
}

/** A paid payment a review rule holds: the review's id. */
export async function heldPaymentReview(env: ContractEnv): Promise<{ path: { id: string } }> {
  const scope = scopeOf(env);
  const rule = await db().$transaction((tx) => createRiskRule(tx, { scope, input: { name: "Hold everything", action: "review", expression: "true", status: "active", position: 100 }, actor }));
  const payment = await createHostedPaymentFor(env.key, { currency: "ETB", amount: 150 });
  await submitPaymentAttempt(payment.token, { method: "telebirr", account: "+251911110001", kind: "wallet" });
  await db().$transaction((tx) => deleteRiskRule(tx, { scope, id: rule.id, otherMode: "unauthorized", actor }));
  const review = await db().riskReview.findFirstOrThrow({ where: { paymentId: payment.reference, merchantId: scope.merchantId } });
  return { path: { id: review.id } };
}

export const riskContractCases: ContractCases = {
  listRiskRules: {},
  createRiskRule: {},
  getRiskRule: { prepare: aRule },
  updateRiskRule: { prepare: aRule },
  deleteRiskRule: { prepare: aRule },
  listRiskLists: {},
  createRiskList: {},
  getRiskList: { prepare: aPhoneList },
  deleteRiskList: { prepare: aPhoneList },
  listRiskListItems: { prepare: aPhoneList },
  addRiskListItems: { prepare: aPhoneList },
  removeRiskListItem: { prepare: aPhoneList },
  createRiskListImport: { prepare: aPhoneList },
  getRiskListImport: { prepare: anImport },
  listRiskReviews: {},
  getRiskReview: { prepare: heldPaymentReview },
  approveRiskReview: { prepare: heldPaymentReview },
  // The payment's fee left the balance short of a full refund: test funds cover it.
  refuseRiskReview: {
    prepare: async (env) => {
      await addTestFundsFor(env.key, 10, "ETB");
      return heldPaymentReview(env);
    },
  },
};
