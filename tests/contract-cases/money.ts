// Contract cases of the payment list, refunds, splits preview, customers, events, account, banks
// and balances operations (lib/openapi/operations/{payment-list,refunds,splits,customers,events,account,balances}.ts).
import { POST as refundRoute } from "@/app/v2/payments/[reference]/refunds/route";
import { db } from "@/lib/db";
import { updateMerchantSettings } from "@/lib/merchants/update-merchant-settings";
import { EXAMPLE_SPLIT_SUBACCOUNT } from "@/lib/openapi/operations/splits";
import type { ContractCases, ContractEnv } from "@/tests/contract-cases/types";
import { apiRequest } from "@/tests/factories/merchants";
import { createHostedPaymentFor, createPaidPayment } from "@/tests/factories/payments";
import { createSubaccountFor } from "@/tests/factories/subaccounts";

/** A USD 100 payment paid by card (test mode): refundable, with a customer and a payment.success event. */
const paidPayment = async (key: string): Promise<string> => (await createPaidPayment(key)).reference;

async function refundOf({ key }: ContractEnv): Promise<string> {
  const reference = await paidPayment(key);
  const res = await refundRoute(apiRequest(`/v2/payments/${reference}/refunds`, { key, body: { amount: 10 } }), { params: Promise.resolve({ reference }) });
  const body = await res.json();
  if (res.status !== 201) throw new Error(`refund failed: ${JSON.stringify(body)}`);
  return body.data.refund_reference;
}

export const moneyContractCases: ContractCases = {
  listPayments: {},
  createRefund: {
    prepare: async ({ key }) => ({ path: { reference: await paidPayment(key) } }),
  },
  getRefund: {
    prepare: async (env) => ({ path: { reference: await refundOf(env) } }),
  },
  previewSplit: {
    // The example names a fixed subaccount reference: make one through the API and give it that id
    // (references are random, and the body sent is always the document's example).
    prepare: async ({ key }) => {
      const reference = await createSubaccountFor(key, { subaccount_name: "Partner Store" });
      await db().subaccount.update({ where: { id: reference }, data: { id: EXAMPLE_SPLIT_SUBACCOUNT } });
      return {};
    },
  },
  listCustomers: {},
  getCustomer: {
    prepare: async ({ merchant, key }) => {
      await updateMerchantSettings(db(), { merchantId: merchant.merchant.id, actor: { type: "dashboard", userId: merchant.user.id }, input: { customer_profiles_enabled: true } });
      const payment = await createHostedPaymentFor(key);
      const { customerId } = await db().payment.findUniqueOrThrow({ where: { id: payment.reference } });
      if (!customerId) throw new Error("the payment was not filed under a customer profile");
      return { path: { id: customerId } };
    },
  },
  listEvents: {},
  getEvent: {
    prepare: async ({ merchant, key }) => {
      const reference = await paidPayment(key);
      const event = await db().event.findFirstOrThrow({ where: { merchantId: merchant.merchant.id, objectId: reference, type: "payment.success" } });
      return { path: { id: event.id } };
    },
  },
  getAccount: {},
  listBanks: {},
  getBalances: {},
  addTestFunds: {},
};
