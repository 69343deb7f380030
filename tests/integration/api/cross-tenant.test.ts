// docs/architecture.md, convention 3 (isolation across the whole API): every /v2
// and /v1 route, and every dashboard JSON route (app/api/dashboard), has an entry here. The
// last describe block walks the route files (tests/support/app-routes.ts) and FAILS for any
// implemented method of any route that no table below names.
//
// Adding a route is one entry, in the first table that fits:
//   - it takes a reference in its path (another merchant's object): a line in `cases` (/v2),
//     `v1Cases` (/v1) or `dashboardCases` (app/api/dashboard). Each line is run twice: with
//     another merchant's credentials (404 NOT_FOUND) and with the owner's other mode (the other
//     mode's key: 401 naming the mode; the dashboard in the other mode: 404). Nothing may change.
//   - it lists or summarises (a GET without a reference): a line in `listCases`. Its answer, as
//     another merchant and in the other mode, must hold none of the owner's identifiers, and as
//     the owner it must hold some (when `ownSees`), so the check can fail.
//   - neither (it creates in the caller's own account, or serves public data): a line in
//     `NO_FOREIGN_REFERENCE` saying why, keyed "METHOD /pattern" as the route's folder names it.
// Entries are matched to route files by their handler (the function the route file exports),
// so a table line cannot name a route that does not exist, and a stale reason fails too.
import "@/tests/support/next-async-storage";
import { beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { apiRequest, createTestMerchant } from "@/tests/factories/merchants";
import { createHostedPaymentFor } from "@/tests/factories/payments";
import { createSubaccountFor } from "@/tests/factories/subaccounts";
import { GET as verify } from "@/app/v2/payments/[reference]/verify/route";
import { POST as refund } from "@/app/v2/payments/[reference]/refunds/route";
import { GET as getRefund } from "@/app/v2/refunds/[reference]/route";
import { GET as getSub, PATCH as patchSub } from "@/app/v2/subaccounts/[reference]/route";
import { POST as deactivate } from "@/app/v2/subaccounts/[reference]/deactivate/route";
import { POST as createHosted } from "@/app/v2/payments/hosted/route";
import { GET as listAudit } from "@/app/api/dashboard/audit/route";
import { GET as exportAudit } from "@/app/api/dashboard/audit/export/route";
import { callAsUser, responseAsUser, type SessionUser } from "@/tests/support/dashboard-session";
import { GET as listPayments } from "@/app/v2/payments/route";
import { POST as preview } from "@/app/v2/splits/preview/route";
import { GET as listPayouts, POST as createPayout } from "@/app/v2/payouts/route";
import { GET as verifyPayout } from "@/app/v2/payouts/[reference]/verify/route";
import { POST as payoutOtp } from "@/app/v2/payouts/[reference]/otp/route";
import { POST as approvePayout } from "@/app/v2/payouts/[reference]/approve/route";
import { POST as rejectPayout } from "@/app/v2/payouts/[reference]/reject/route";
import { POST as testFunds } from "@/app/v2/balances/test-funds/route";
import { POST as createBulk } from "@/app/v2/payouts/bulk/route";
import { GET as getBatch } from "@/app/v2/payouts/bulk/[batch_reference]/route";
import { POST as settleSubaccount } from "@/app/v2/subaccounts/[reference]/settle/route";
import { GET as getEvent } from "@/app/v2/events/[id]/route";
import { GET as listEvents } from "@/app/v2/events/route";
import { GET as listEndpoints, POST as createEndpoint } from "@/app/v2/webhook-endpoints/route";
import { DELETE as deleteEndpoint, GET as getEndpoint, PATCH as patchEndpoint } from "@/app/v2/webhook-endpoints/[id]/route";
import { POST as rotateEndpointSecret } from "@/app/v2/webhook-endpoints/[id]/rotate-secret/route";
import { POST as testEndpoint } from "@/app/v2/webhook-endpoints/[id]/test/route";
import { GET as listDeliveries } from "@/app/v2/webhook-endpoints/[id]/deliveries/route";
import { POST as replayDeliveries } from "@/app/v2/webhook-endpoints/[id]/replay/route";
import { GET as getDelivery } from "@/app/v2/webhook-deliveries/[id]/route";
import { POST as resendDelivery } from "@/app/v2/webhook-deliveries/[id]/resend/route";
import { GET as listCustomers } from "@/app/v2/customers/route";
import { GET as getCustomer } from "@/app/v2/customers/[id]/route";
import { updateMerchantSettings } from "@/lib/merchants/update-merchant-settings";
import { GET as listVirtualAccounts, POST as createVirtualAccount } from "@/app/v2/virtual-accounts/route";
import { GET as getVirtualAccount } from "@/app/v2/virtual-accounts/[virtual_account_id]/route";
import { POST as creditVirtualAccount } from "@/app/v2/virtual-accounts/[virtual_account_id]/test-credits/route";
import { GET as listVirtualAccountDebits, POST as debitVirtualAccount } from "@/app/v2/virtual-accounts/[virtual_account_id]/debits/route";
import { GET as v1Verify } from "@/app/v1/transaction/verify/[tx_ref]/route";
import { POST as v1Initialize } from "@/app/v1/transaction/initialize/route";
import { POST as v1Refund } from "@/app/v1/refund/[reference]/route";
import { GET as v1VerifyRefund } from "@/app/v1/refund/[reference]/verify/route";
import { GET as v1VerifyTransfer } from "@/app/v1/transfers/verify/[reference]/route";
import { runDueJobs } from "@/lib/worker/run-due-jobs";
import { db } from "@/lib/db";
import { submitPaymentAttempt } from "@/lib/payments/attempts/submit-payment-attempt";
import type { RouteHandler } from "@/lib/api/with-api";
import { appRoutes, paramNames } from "@/tests/support/app-routes";
import { newId } from "@/lib/ids";
import type { DashboardMode } from "@/lib/catalog/modes";
import { GET as dActivation } from "@/app/api/dashboard/activation/route";
import { POST as dRevokeKey } from "@/app/api/dashboard/api-keys/[id]/revoke/route";
import { POST as dRollKey } from "@/app/api/dashboard/api-keys/[id]/roll/route";
import { POST as dRevealKey } from "@/app/api/dashboard/api-keys/[id]/reveal/route";
import { GET as dCustomer } from "@/app/api/dashboard/customers/[id]/route";
import { GET as dEvent } from "@/app/api/dashboard/events/[id]/route";
import { GET as dEvents } from "@/app/api/dashboard/events/route";
import { POST as dRetryJob } from "@/app/api/dashboard/jobs/[id]/retry/route";
import { POST as dCancelPayment } from "@/app/api/dashboard/payments/[reference]/cancel/route";
import { POST as dRefund } from "@/app/api/dashboard/payments/[reference]/refunds/route";
import { GET as dPayment } from "@/app/api/dashboard/payments/[reference]/route";
import { POST as dApprovePayout } from "@/app/api/dashboard/payouts/[reference]/approve/route";
import { POST as dPayoutOtp } from "@/app/api/dashboard/payouts/[reference]/otp/route";
import { POST as dRejectPayout } from "@/app/api/dashboard/payouts/[reference]/reject/route";
import { GET as dPayout } from "@/app/api/dashboard/payouts/[reference]/route";
import { GET as dBatch } from "@/app/api/dashboard/payouts/bulk/[batch_reference]/route";
import { POST as dDeactivateSub } from "@/app/api/dashboard/subaccounts/[reference]/deactivate/route";
import { PATCH as dPatchSub } from "@/app/api/dashboard/subaccounts/[reference]/route";
import { POST as dSettleSub } from "@/app/api/dashboard/subaccounts/[reference]/settle/route";
import { GET as dSettlements } from "@/app/api/dashboard/subaccounts/[reference]/settlements/route";
import { GET as dSubaccount } from "@/app/api/dashboard/subaccounts/[reference]/route";
import { GET as dSubaccountPayments } from "@/app/api/dashboard/subaccounts/[reference]/payments/route";
import { GET as dVaDebits, POST as dVaDebit } from "@/app/api/dashboard/virtual-accounts/[virtual_account_id]/debits/route";
import { GET as dVa } from "@/app/api/dashboard/virtual-accounts/[virtual_account_id]/route";
import { POST as dVaCredit } from "@/app/api/dashboard/virtual-accounts/[virtual_account_id]/test-credits/route";
import { GET as dEndpointDeliveries } from "@/app/api/dashboard/webhooks/[id]/deliveries/route";
import { POST as dReplay } from "@/app/api/dashboard/webhooks/[id]/replay/route";
import { POST as dRotate } from "@/app/api/dashboard/webhooks/[id]/rotate/route";
import { DELETE as dDeleteEndpoint, GET as dEndpoint, PATCH as dPatchEndpoint } from "@/app/api/dashboard/webhooks/[id]/route";
import { POST as dSecret } from "@/app/api/dashboard/webhooks/[id]/secret/route";
import { POST as dTestEndpoint } from "@/app/api/dashboard/webhooks/[id]/test/route";
import { POST as dResend } from "@/app/api/dashboard/webhooks/deliveries/[id]/resend/route";
import { GET as dDelivery } from "@/app/api/dashboard/webhooks/deliveries/[id]/route";
import { GET as dApiKeys } from "@/app/api/dashboard/api-keys/route";
import { GET as dBalances } from "@/app/api/dashboard/balances/route";
import { GET as dCustomers } from "@/app/api/dashboard/customers/route";
import { GET as dJobs } from "@/app/api/dashboard/jobs/route";
import { GET as dOverview } from "@/app/api/dashboard/overview/route";
import { GET as dPayments } from "@/app/api/dashboard/payments/route";
import { GET as dPaymentsExport } from "@/app/api/dashboard/payments/export/route";
import { GET as dPayouts } from "@/app/api/dashboard/payouts/route";
import { GET as dSettings } from "@/app/api/dashboard/settings/route";
import { GET as dSubaccounts } from "@/app/api/dashboard/subaccounts/route";
import { GET as dVirtualAccounts } from "@/app/api/dashboard/virtual-accounts/route";
import { GET as dWebhooks } from "@/app/api/dashboard/webhooks/route";
import { GET as dProcessors } from "@/app/api/dashboard/processors/route";
import { POST as dDisableProcessor } from "@/app/api/dashboard/processors/[id]/disable/route";
import { POST as dCheckProcessor } from "@/app/api/dashboard/processors/[id]/check/route";
import { GET as dReconciliationRuns } from "@/app/api/dashboard/reconciliation/route";
import { GET as dReconciliationRun } from "@/app/api/dashboard/reconciliation/[id]/route";
import { GET as dReconciliationExport } from "@/app/api/dashboard/reconciliation/[id]/export/route";
import { POST as dResolveReconciliationItem } from "@/app/api/dashboard/reconciliation/items/[id]/resolve/route";
import { runReconciliation } from "@/lib/reconciliation/run-reconciliation";
import { createConnection } from "@/lib/processors/connections";
import { GET as getAccount } from "@/app/v2/account/route";
// Payment links, their tickets and check-in.
import { GET as listPaymentLinks } from "@/app/v2/payment-links/route";
import { GET as getPaymentLink, PATCH as patchPaymentLink } from "@/app/v2/payment-links/[id]/route";
import { POST as deactivatePaymentLink } from "@/app/v2/payment-links/[id]/deactivate/route";
import { GET as listLinkTickets } from "@/app/v2/payment-links/[id]/tickets/route";
import { POST as checkInTicket } from "@/app/v2/payment-links/[id]/tickets/[reference]/check-in/route";
import { GET as dPaymentLinks } from "@/app/api/dashboard/payment-links/route";
import { GET as dPaymentLink, PATCH as dPatchPaymentLink } from "@/app/api/dashboard/payment-links/[id]/route";
import { POST as dDeactivatePaymentLink } from "@/app/api/dashboard/payment-links/[id]/deactivate/route";
import { GET as dLinkTickets } from "@/app/api/dashboard/payment-links/[id]/tickets/route";
import { POST as dCheckInTicket } from "@/app/api/dashboard/payment-links/[id]/tickets/[reference]/check-in/route";
import { GET as dLinkPayments } from "@/app/api/dashboard/payment-links/[id]/payments/route";
import { createLinkFor, eventLinkBody, linkPaymentWithTickets, payByCard } from "@/tests/factories/payment-links-api";
import { GET as getBalances } from "@/app/v2/balances/route";
import { GET as listSubaccounts } from "@/app/v2/subaccounts/route";
import { POST as createCharge } from "@/app/v2/charges/route";
import { POST as authorizeCharge } from "@/app/v2/charges/[reference]/authorize/route";
import { POST as v1Validate } from "@/app/v1/validate/route";
import { createChargeFor, etWallet } from "@/tests/factories/charges";
// Disputes: a reversal claim on a paid simulator payment, with one evidence file.
import { GET as listDisputes, POST as recordClaim } from "@/app/v2/disputes/route";
import { GET as getDispute } from "@/app/v2/disputes/[id]/route";
import { POST as stageEvidence } from "@/app/v2/disputes/[id]/evidence/route";
import { POST as uploadFile } from "@/app/v2/disputes/[id]/files/route";
import { POST as submitDispute } from "@/app/v2/disputes/[id]/submit/route";
import { POST as acceptDispute } from "@/app/v2/disputes/[id]/accept/route";
import { POST as claimStatus } from "@/app/v2/disputes/[id]/claim-status/route";
import { GET as dDisputes, POST as dRecordClaim } from "@/app/api/dashboard/disputes/route";
import { GET as dDisputesExport } from "@/app/api/dashboard/disputes/export/route";
import { GET as dDispute } from "@/app/api/dashboard/disputes/[id]/route";
import { POST as dStageEvidence } from "@/app/api/dashboard/disputes/[id]/evidence/route";
import { POST as dUploadFile } from "@/app/api/dashboard/disputes/[id]/files/route";
import { GET as dDisputeFile } from "@/app/api/dashboard/disputes/[id]/files/[fileId]/route";
import { POST as dSubmitDispute } from "@/app/api/dashboard/disputes/[id]/submit/route";
import { POST as dAcceptDispute } from "@/app/api/dashboard/disputes/[id]/accept/route";
import { POST as dClaimStatus } from "@/app/api/dashboard/disputes/[id]/claim-status/route";
import { GET as dPlans } from "@/app/api/dashboard/plans/route";
import { POST as dArchivePlan } from "@/app/api/dashboard/plans/[id]/archive/route";
import { GET as dSubscriptions } from "@/app/api/dashboard/subscriptions/route";
import { GET as dSubscription } from "@/app/api/dashboard/subscriptions/[id]/route";
import { POST as dPauseSubscription } from "@/app/api/dashboard/subscriptions/[id]/pause/route";
import { POST as dResumeSubscription } from "@/app/api/dashboard/subscriptions/[id]/resume/route";
import { POST as dCancelSubscription } from "@/app/api/dashboard/subscriptions/[id]/cancel/route";
import { GET as dPaymentMethods } from "@/app/api/dashboard/customers/[id]/payment-methods/route";
import { POST as dDetachPaymentMethod } from "@/app/api/dashboard/customers/[id]/payment-methods/[pm]/detach/route";
import { POST as dPortalLink } from "@/app/api/dashboard/customers/[id]/portal-link/route";
import { GET as dInvoices } from "@/app/api/dashboard/invoices/route";
import { GET as dInvoice, PATCH as dPatchInvoice } from "@/app/api/dashboard/invoices/[id]/route";
import { POST as dFinalizeInvoice } from "@/app/api/dashboard/invoices/[id]/finalize/route";
import { POST as dVoidInvoice } from "@/app/api/dashboard/invoices/[id]/void/route";
import { POST as dMarkInvoiceUncollectible } from "@/app/api/dashboard/invoices/[id]/mark-uncollectible/route";
import { POST as dSendInvoice } from "@/app/api/dashboard/invoices/[id]/send/route";
import { GET as dTestClocks } from "@/app/api/dashboard/test-clocks/route";
import { GET as dTestClock } from "@/app/api/dashboard/test-clocks/[id]/route";
import { POST as dAdvanceTestClock } from "@/app/api/dashboard/test-clocks/[id]/advance/route";
import { recordReversalClaim } from "@/lib/disputes/reversal-claims";
import { GET as listPlans } from "@/app/v2/plans/route";
import { GET as getPlan } from "@/app/v2/plans/[id]/route";
import { POST as archivePlan } from "@/app/v2/plans/[id]/archive/route";
import { createPlan } from "@/lib/plans/create-plan";
import { GET as listSubscriptions, POST as createSubscriptionRoute } from "@/app/v2/subscriptions/route";
import { GET as getSubscription, PATCH as patchSubscription } from "@/app/v2/subscriptions/[id]/route";
import { POST as pauseSubscription } from "@/app/v2/subscriptions/[id]/pause/route";
import { POST as resumeSubscription } from "@/app/v2/subscriptions/[id]/resume/route";
import { POST as cancelSubscription } from "@/app/v2/subscriptions/[id]/cancel/route";
import { GET as listInvoices } from "@/app/v2/invoices/route";
import { GET as getInvoice, PATCH as patchInvoice } from "@/app/v2/invoices/[id]/route";
import { POST as finalizeInvoice } from "@/app/v2/invoices/[id]/finalize/route";
import { POST as voidInvoice } from "@/app/v2/invoices/[id]/void/route";
import { POST as markInvoiceUncollectible } from "@/app/v2/invoices/[id]/mark-uncollectible/route";
import { POST as sendInvoice } from "@/app/v2/invoices/[id]/send/route";
import { GET as getTestClock } from "@/app/v2/test-clocks/[id]/route";
import { POST as advanceTestClock } from "@/app/v2/test-clocks/[id]/advance/route";
import { createSubscription } from "@/lib/billing/create-subscription";
import { createInvoice } from "@/lib/billing/invoices";
import { createTestClock } from "@/lib/billing/test-clocks";
import { GET as listPaymentMethods, POST as attachPaymentMethod } from "@/app/v2/customers/[id]/payment-methods/route";
import { GET as getPaymentMethod, DELETE as detachPaymentMethod } from "@/app/v2/customers/[id]/payment-methods/[pm]/route";
import { POST as createPortalLink } from "@/app/v2/customers/[id]/portal-link/route";
import { uploadDisputeFile } from "@/lib/disputes/dispute-evidence";
import { createPaidPayment } from "@/tests/factories/payments";
import { runInRequestScope, sessionCookie } from "@/tests/support/dashboard-session";
// Risk rules, lists, imports and reviews.
import { GET as listRiskRules } from "@/app/v2/risk/rules/route";
import { DELETE as deleteRiskRule, GET as getRiskRule, PATCH as patchRiskRule } from "@/app/v2/risk/rules/[id]/route";
import { GET as listRiskLists } from "@/app/v2/risk/lists/route";
import { DELETE as deleteRiskList, GET as getRiskList } from "@/app/v2/risk/lists/[id]/route";
import { GET as listRiskItems, POST as addRiskItems } from "@/app/v2/risk/lists/[id]/items/route";
import { DELETE as removeRiskItem } from "@/app/v2/risk/lists/[id]/items/[value]/route";
import { POST as importRiskCsv } from "@/app/v2/risk/lists/[id]/imports/route";
import { GET as getRiskImport } from "@/app/v2/risk/lists/[id]/imports/[importId]/route";
import { GET as listRiskReviews } from "@/app/v2/risk/reviews/route";
import { GET as getRiskReview } from "@/app/v2/risk/reviews/[id]/route";
import { POST as approveRiskReview } from "@/app/v2/risk/reviews/[id]/approve/route";
import { POST as refuseRiskReview } from "@/app/v2/risk/reviews/[id]/refuse/route";
import { GET as dRiskRules } from "@/app/api/dashboard/risk/rules/route";
import { DELETE as dDeleteRiskRule, PATCH as dPatchRiskRule } from "@/app/api/dashboard/risk/rules/[id]/route";
import { GET as dRiskLists } from "@/app/api/dashboard/risk/lists/route";
import { DELETE as dDeleteRiskList } from "@/app/api/dashboard/risk/lists/[id]/route";
import { GET as dRiskItems, POST as dAddRiskItems } from "@/app/api/dashboard/risk/lists/[id]/items/route";
import { POST as dRemoveRiskItem } from "@/app/api/dashboard/risk/lists/[id]/items/remove/route";
import { GET as dRiskImports, POST as dImportRiskCsv } from "@/app/api/dashboard/risk/lists/[id]/imports/route";
import { GET as dRiskReviews } from "@/app/api/dashboard/risk/reviews/route";
import { POST as dApproveRiskReview } from "@/app/api/dashboard/risk/reviews/[id]/approve/route";
import { POST as dRefuseRiskReview } from "@/app/api/dashboard/risk/reviews/[id]/refuse/route";
import { createRiskRule, deleteRiskRule as removeRiskRuleRow } from "@/lib/risk/manage/rules";
import { addRiskListItems, createRiskList } from "@/lib/risk/manage/lists";
import { createRiskListImport } from "@/lib/risk/manage/imports";

setupTestDatabase();

type Owner = Awaited<ReturnType<typeof createTestMerchant>>;
let owner: Owner;
let stranger: Owner;
const refs = { charge: "", payment: "", refund: "", subaccount: "", payoutOtp: "", payoutApprove: "", payoutReject: "", batch: "", event: "", webhookEndpoint: "", webhookDelivery: "", customer: "" };

beforeAll(async () => {
  owner = await createTestMerchant();
  stranger = await createTestMerchant();
  const key = owner.keys.test.secret;
  const p = await createHostedPaymentFor(key, { amount: 50 });
  await submitPaymentAttempt(p.token, { method: "card", card: { number: "4242424242424242", expMonth: 1, expYear: 2040, cvc: "123", name: "A", brand: "visa", last4: "4242" } });
  refs.payment = p.reference;
  const r = await refund(apiRequest(`/v2/payments/${p.reference}/refunds`, { key, body: { amount: 1 } }), { params: Promise.resolve({ reference: p.reference }) });
  refs.refund = (await r.json()).data.refund_reference;
  refs.subaccount = await createSubaccountFor(key);
  // Payouts waiting for an OTP and for approval: the routes that act on them.
  await testFunds(apiRequest("/v2/balances/test-funds", { key, body: { amount: 1000, currency: "ETB" } }), { params: Promise.resolve({}) });
  const payout = async (number: string, merchantReference: string) => {
    const body = { amount: 10, currency: "ETB", account: { account_name: "A", account_number: number, bank_slug: "cbe" }, merchant_reference: merchantReference };
    const res = await createPayout(apiRequest("/v2/payouts", { key, body }), { params: Promise.resolve({}) });
    return (await res.json()).data.gateway_reference as string;
  };
  refs.payoutOtp = await payout("1000123453333", "ct-payout-otp");
  refs.payoutApprove = await payout("1000123455555", "ct-payout-approve");
  refs.payoutReject = await payout("1000123455555", "ct-payout-reject");
  const batch = await createBulk(
    apiRequest("/v2/payouts/bulk", {
      key,
      body: { title: "Cross-tenant batch", currency: "ETB", payouts: [{ amount: 10, account: { account_name: "A", account_number: "1000123450000", bank_slug: "cbe" } }] },
    }),
    { params: Promise.resolve({}) },
  );
  refs.batch = (await batch.json()).data.batch_reference;
  expect(refs.batch).toMatch(/^pob_/);
  while ((await runDueJobs(db())) > 0);
  refs.event = (await db().event.findFirstOrThrow({ where: { merchantId: owner.merchant.id, objectId: refs.payment } })).id;
  // A webhook endpoint and its test delivery, left pending (no worker runs after this).
  const endpoint = await createEndpoint(apiRequest("/v2/webhook-endpoints", { key, body: { url: "http://127.0.0.1:9/hooks" } }), { params: Promise.resolve({}) });
  refs.webhookEndpoint = (await endpoint.json()).data.id;
  const params = { params: Promise.resolve({ id: refs.webhookEndpoint }) };
  const test = await testEndpoint(apiRequest(`/v2/webhook-endpoints/${refs.webhookEndpoint}/test`, { key, body: {} }), params);
  refs.webhookDelivery = (await test.json()).data.id;
  expect(refs.webhookDelivery).toMatch(/^whd_/);
  // A direct charge waiting for its OTP (a wallet number ending 0003); its customer is
  // the hosted payments' (validPaymentBody's), so the customer list below holds one profile.
  const customer = { first_name: "Abebe", last_name: "Kebede", email: "abebe@example.test", phone_number: "+251911234567" };
  refs.charge = (await createChargeFor(key, { phone_number: etWallet("0003"), merchant_reference: "ct-charge", customer })).gateway_reference;
  // A customer profile: profiles on, one payment with a customer.
  await updateMerchantSettings(db(), { merchantId: owner.merchant.id, actor: { type: "dashboard", userId: owner.user.id }, input: { customer_profiles_enabled: true } });
  refs.customer = (await db().payment.findUniqueOrThrow({ where: { id: (await createHostedPaymentFor(key, { amount: 5 })).reference } })).customerId!;
  expect(refs.customer).toMatch(/^cus_/);
});

// A virtual account with a credit and a debit in its history.
const vaRefs = { virtualAccount: "" };
beforeAll(async () => {
  const key = owner.keys.test.secret;
  const created = await createVirtualAccount(apiRequest("/v2/virtual-accounts", { key, body: { currency: "ETB", account_name: "A", merchant_reference: "ct-va" } }), { params: Promise.resolve({}) });
  vaRefs.virtualAccount = (await created.json()).data.virtual_account_id;
  const params = { params: Promise.resolve({ virtual_account_id: vaRefs.virtualAccount }) };
  expect((await creditVirtualAccount(apiRequest(`/v2/virtual-accounts/${vaRefs.virtualAccount}/test-credits`, { key, body: { amount: 100 } }), params)).status).toBe(201);
  expect((await debitVirtualAccount(apiRequest(`/v2/virtual-accounts/${vaRefs.virtualAccount}/debits`, { key, body: { amount: 1, merchant_reference: "ct-debit" } }), params)).status).toBe(201);
});

// An event link with one paid ticket, for the link, ticket and check-in routes.
const linkRefs = { link: "", ticket: "" };
beforeAll(async () => {
  const link = await createLinkFor(owner.keys.test.secret, eventLinkBody);
  const { payment, references } = await linkPaymentWithTickets({ merchantId: owner.merchant.id, linkId: link.id, tickets: [{ typeId: link.ticket_types![0].id, attendee: "Abebe" }] });
  await payByCard(payment.checkoutToken);
  linkRefs.link = link.id;
  linkRefs.ticket = references[0];
});

// An open reversal claim (so every dispute route would act on it) with one evidence file.
const disputeRefs = { dispute: "", file: "", payment: "" };
const EVIDENCE_PDF = Buffer.from("%PDF-1.4\ncross-tenant receipt\n%%EOF\n");
/** A multipart upload of a small PDF, as the files routes take it. */
const evidenceForm = () => {
  const form = new FormData();
  form.set("file", new Blob([new Uint8Array(EVIDENCE_PDF)], { type: "application/pdf" }), "stolen.pdf");
  form.set("purpose", "receipt");
  return form;
};
beforeAll(async () => {
  const payment = await createPaidPayment(owner.keys.test.secret, { amount: 40, currency: "ETB" });
  disputeRefs.payment = payment.reference;
  const scope = { merchantId: owner.merchant.id, mode: "test" as const, otherMode: "unauthorized" as const };
  const dispute = await recordReversalClaim(db(), { ...scope, reference: payment.reference, input: { operator_reference: "ct-claim", reason: "unrecognized", note: "cross-tenant" }, actor: { type: "cli" } });
  disputeRefs.dispute = dispute.id;
  const base64 = EVIDENCE_PDF.toString("base64");
  const file = await uploadDisputeFile(db(), { ...scope, id: dispute.id, upload: { file: { filename: "receipt.pdf", declared_type: "application/pdf", size: EVIDENCE_PDF.byteLength, sha256: "", base64 }, purpose: "receipt" }, actor: { type: "cli" } });
  disputeRefs.file = file.id;
  expect(disputeRefs.file).toMatch(/^dpf_/);
});

// A plan, for the plan routes.
const planRefs = { plan: "" };
beforeAll(async () => {
  const plan = await createPlan(db(), {
    merchantId: owner.merchant.id,
    mode: "test",
    input: { name: "Cross-tenant plan", amount: 100, currency: "ETB", interval: "month", interval_count: 1, trial_days: 0, allow_multiple_subscriptions: false },
    actor: { type: "cli" },
  });
  planRefs.plan = plan.id;
});

// A rule, a phone list with one value and an import, and a payment held for review (by a rule
// removed once the review is open, so no other payment of this file is held), for the risk routes.
const riskRefs = { rule: "", list: "", import: "", review: "", value: "+256700000001" };
beforeAll(async () => {
  const scope = { merchantId: owner.merchant.id, mode: "test" as const };
  const actor = { type: "cli" as const };
  riskRefs.rule = (await db().$transaction((tx) => createRiskRule(tx, { scope, input: { name: "Cross-tenant rule", action: "block", expression: "amount > 1000000.0", status: "shadow", position: 100 }, actor }))).id;
  riskRefs.list = (await db().$transaction((tx) => createRiskList(tx, { scope, input: { alias: "ct_phones", name: "Cross-tenant phones", kind: "phone" }, actor }))).id;
  await db().$transaction((tx) => addRiskListItems(tx, { scope, id: riskRefs.list, otherMode: "unauthorized", input: { values: [riskRefs.value] }, actor }));
  riskRefs.import = (await db().$transaction((tx) => createRiskListImport(tx, { scope, id: riskRefs.list, otherMode: "unauthorized", input: { csv: "+256700000002\n" }, actor }))).id;
  const hold = await db().$transaction((tx) => createRiskRule(tx, { scope, input: { name: "Hold 77", action: "review", expression: "amount == 77.0", status: "active", position: 100 }, actor }));
  const held = await createHostedPaymentFor(owner.keys.test.secret, { currency: "ETB", amount: 77 });
  await submitPaymentAttempt(held.token, { method: "telebirr", account: "+251911110001", kind: "wallet" });
  await db().$transaction((tx) => removeRiskRuleRow(tx, { scope, id: hold.id, otherMode: "unauthorized", actor }));
  riskRefs.review = (await db().riskReview.findFirstOrThrow({ where: { paymentId: held.reference } })).id;
});

// A subscription on a test clock, and a draft invoice, for the billing routes.
const billingRefs = { subscription: "", invoice: "", clock: "", paymentMethod: "" };
beforeAll(async () => {
  const scope = { merchantId: owner.merchant.id, mode: "test" as const, actor: { type: "cli" as const } };
  const clock = await db().$transaction((tx) => createTestClock(tx, { ...scope, frozenTime: new Date("2027-01-01T00:00:00Z") }));
  const subscription = await db().$transaction((tx) =>
    createSubscription(tx, {
      ...scope,
      otherMode: "unauthorized",
      input: { plan_reference: planRefs.plan, customer: { email: "abebe@example.test" }, collection_method: "send_invoice", test_clock: clock.id, trial_days: 30 },
    }),
  );
  const invoice = await db().$transaction((tx) =>
    createInvoice(tx, { ...scope, input: { currency: "ETB", customer: { email: "abebe@example.test" }, lines: [{ description: "Cross-tenant line", quantity: 1, unit_amount: 100 }], tax_rate_percent: 0, days_until_due: 7, allow_partial_payments: false } }),
  );
  Object.assign(billingRefs, { subscription: subscription.id, invoice: invoice.id, clock: clock.id });
  // A card saved at the simulator, planted as its set-up would leave it.
  const saved = await db().savedPaymentMethod.create({
    data: { id: "pm_crossTenantCard00000000", merchantId: owner.merchant.id, mode: "test", customerId: refs.customer, kind: "card", method: "card", processor: "simulator", status: "active", brand: "visa", last4: "4242", expMonth: 12, expYear: 2030, acceptedAt: new Date(), acceptedChannel: "hosted_page" },
  });
  billingRefs.paymentMethod = saved.id;
});

/** `params`: every path parameter, when the route has more than one (a link's ticket). */
type Case = { name: string; handler: RouteHandler; method: string; path: (ref: string) => string; ref: () => string; body?: unknown; param?: string; params?: () => Record<string, string>; form?: () => FormData };
const cases: Case[] = [
  { name: "GET /v2/payments/{ref}/verify", handler: verify, method: "GET", path: (r) => `/v2/payments/${r}/verify`, ref: () => refs.payment },
  { name: "POST /v2/payments/{ref}/refunds", handler: refund, method: "POST", path: (r) => `/v2/payments/${r}/refunds`, ref: () => refs.payment, body: { amount: 1 } },
  { name: "GET /v2/refunds/{ref}", handler: getRefund, method: "GET", path: (r) => `/v2/refunds/${r}`, ref: () => refs.refund },
  { name: "GET /v2/subaccounts/{ref}", handler: getSub, method: "GET", path: (r) => `/v2/subaccounts/${r}`, ref: () => refs.subaccount },
  { name: "PATCH /v2/subaccounts/{ref}", handler: patchSub, method: "PATCH", path: (r) => `/v2/subaccounts/${r}`, ref: () => refs.subaccount, body: { subaccount_name: "Hijacked" } },
  { name: "POST /v2/subaccounts/{ref}/deactivate", handler: deactivate, method: "POST", path: (r) => `/v2/subaccounts/${r}/deactivate`, ref: () => refs.subaccount },
  { name: "POST /v2/subaccounts/{ref}/settle", handler: settleSubaccount, method: "POST", path: (r) => `/v2/subaccounts/${r}/settle`, ref: () => refs.subaccount },
  { name: "GET /v2/events/{id}", handler: getEvent, method: "GET", path: (r) => `/v2/events/${r}`, ref: () => refs.event, param: "id" },
  // Webhook endpoints and deliveries.
  ...(
    [
      ["GET /v2/webhook-endpoints/{id}", getEndpoint, "GET", "", undefined],
      ["PATCH /v2/webhook-endpoints/{id}", patchEndpoint, "PATCH", "", { description: "Hijacked", enabled: false }],
      ["DELETE /v2/webhook-endpoints/{id}", deleteEndpoint, "DELETE", "", undefined],
      ["POST /v2/webhook-endpoints/{id}/rotate-secret", rotateEndpointSecret, "POST", "/rotate-secret", { expires_in_hours: 0 }],
      ["POST /v2/webhook-endpoints/{id}/test", testEndpoint, "POST", "/test", {}],
      ["GET /v2/webhook-endpoints/{id}/deliveries", listDeliveries, "GET", "/deliveries", undefined],
      ["POST /v2/webhook-endpoints/{id}/replay", replayDeliveries, "POST", "/replay", { since: "2020-01-01T00:00:00Z" }],
    ] as const
  ).map(([name, handler, method, tail, body]): Case => ({ name, handler, method, path: (r) => `/v2/webhook-endpoints/${r}${tail}`, ref: () => refs.webhookEndpoint, body, param: "id" })),
  { name: "GET /v2/webhook-deliveries/{id}", handler: getDelivery, method: "GET", path: (r) => `/v2/webhook-deliveries/${r}`, ref: () => refs.webhookDelivery, param: "id" },
  { name: "POST /v2/webhook-deliveries/{id}/resend", handler: resendDelivery, method: "POST", path: (r) => `/v2/webhook-deliveries/${r}/resend`, ref: () => refs.webhookDelivery, body: {}, param: "id" },
  { name: "GET /v2/customers/{id}", handler: getCustomer, method: "GET", path: (r) => `/v2/customers/${r}`, ref: () => refs.customer, param: "id" },
  { name: "GET /v2/payouts/bulk/{batch_reference}", handler: getBatch, method: "GET", path: (r) => `/v2/payouts/bulk/${r}`, ref: () => refs.batch, param: "batch_reference" },
  // Payouts, by gateway reference and by the merchant's own reference.
  ...[
    ["gateway", (r: string) => r],
    ["merchant", (r: string) => `ct-payout-${r === refs.payoutOtp ? "otp" : r === refs.payoutApprove ? "approve" : "reject"}`],
  ].flatMap(([kind, as]) => {
    const ref = as as (r: string) => string;
    return [
      { name: `GET /v2/payouts/{${kind} ref}/verify`, handler: verifyPayout, method: "GET", path: (r: string) => `/v2/payouts/${r}/verify`, ref: () => ref(refs.payoutOtp) },
      { name: `POST /v2/payouts/{${kind} ref}/otp`, handler: payoutOtp, method: "POST", path: (r: string) => `/v2/payouts/${r}/otp`, ref: () => ref(refs.payoutOtp), body: { otp: "123456" } },
      { name: `POST /v2/payouts/{${kind} ref}/approve`, handler: approvePayout, method: "POST", path: (r: string) => `/v2/payouts/${r}/approve`, ref: () => ref(refs.payoutApprove), body: {} },
      { name: `POST /v2/payouts/{${kind} ref}/reject`, handler: rejectPayout, method: "POST", path: (r: string) => `/v2/payouts/${r}/reject`, ref: () => ref(refs.payoutReject), body: {} },
    ] satisfies Case[];
  }),
  // Direct charges: the OTP step, by gateway reference and by the merchant's own.
  { name: "POST /v2/charges/{gateway ref}/authorize", handler: authorizeCharge, method: "POST", path: (r) => `/v2/charges/${r}/authorize`, ref: () => refs.charge, body: { otp: "123456" } },
  { name: "POST /v2/charges/{merchant ref}/authorize", handler: authorizeCharge, method: "POST", path: (r) => `/v2/charges/${r}/authorize`, ref: () => "ct-charge", body: { otp: "123456" } },
  // Virtual accounts.
  ...(
    [
      ["GET /v2/virtual-accounts/{id}", getVirtualAccount, "GET", "", undefined],
      ["POST /v2/virtual-accounts/{id}/test-credits", creditVirtualAccount, "POST", "/test-credits", { amount: 1 }],
      ["GET /v2/virtual-accounts/{id}/debits", listVirtualAccountDebits, "GET", "/debits", undefined],
      ["POST /v2/virtual-accounts/{id}/debits", debitVirtualAccount, "POST", "/debits", { amount: 1, merchant_reference: "ct-steal" }],
    ] as const
  ).map(([name, handler, method, tail, body]): Case => ({ name, handler, method, path: (r) => `/v2/virtual-accounts/${r}${tail}`, ref: () => vaRefs.virtualAccount, body, param: "virtual_account_id" })),
  // Payment links.
  ...(
    [
      ["GET /v2/payment-links/{id}", getPaymentLink, "GET", "", undefined],
      ["PATCH /v2/payment-links/{id}", patchPaymentLink, "PATCH", "", { title: "Hijacked", active: false }],
      ["POST /v2/payment-links/{id}/deactivate", deactivatePaymentLink, "POST", "/deactivate", undefined],
      ["GET /v2/payment-links/{id}/tickets", listLinkTickets, "GET", "/tickets", undefined],
    ] as const
  ).map(([name, handler, method, tail, body]): Case => ({ name, handler, method, path: (r) => `/v2/payment-links/${r}${tail}`, ref: () => linkRefs.link, body, param: "id" })),
  {
    name: "POST /v2/payment-links/{id}/tickets/{reference}/check-in",
    handler: checkInTicket,
    method: "POST",
    path: (r) => `/v2/payment-links/${r}/tickets/${linkRefs.ticket}/check-in`,
    ref: () => linkRefs.link,
    params: () => ({ id: linkRefs.link, reference: linkRefs.ticket }),
  },
  // Disputes.
  ...(
    [
      ["GET /v2/disputes/{id}", getDispute, "GET", "", undefined],
      ["POST /v2/disputes/{id}/evidence", stageEvidence, "POST", "/evidence", { evidence: { product_description: "Hijacked" } }],
      ["POST /v2/disputes/{id}/submit", submitDispute, "POST", "/submit", {}],
      ["POST /v2/disputes/{id}/accept", acceptDispute, "POST", "/accept", {}],
      ["POST /v2/disputes/{id}/claim-status", claimStatus, "POST", "/claim-status", { status: "rejected" }],
    ] as const
  ).map(([name, handler, method, tail, body]): Case => ({ name, handler, method, path: (r) => `/v2/disputes/${r}${tail}`, ref: () => disputeRefs.dispute, body, param: "id" })),
  { name: "GET /v2/plans/{id}", handler: getPlan, method: "GET", path: (r) => `/v2/plans/${r}`, ref: () => planRefs.plan, param: "id" },
  { name: "POST /v2/plans/{id}/archive", handler: archivePlan, method: "POST", path: (r) => `/v2/plans/${r}/archive`, ref: () => planRefs.plan, param: "id" },
  // Risk rules, lists, their values and imports, and reviews.
  ...(
    [
      ["GET /v2/risk/rules/{id}", getRiskRule, "GET", undefined],
      ["PATCH /v2/risk/rules/{id}", patchRiskRule, "PATCH", { status: "disabled" }],
      ["DELETE /v2/risk/rules/{id}", deleteRiskRule, "DELETE", undefined],
    ] as const
  ).map(([name, handler, method, body]): Case => ({ name, handler, method, path: (r) => `/v2/risk/rules/${r}`, ref: () => riskRefs.rule, body, param: "id" })),
  ...(
    [
      ["GET /v2/risk/lists/{id}", getRiskList, "GET", "", undefined],
      ["DELETE /v2/risk/lists/{id}", deleteRiskList, "DELETE", "", undefined],
      ["GET /v2/risk/lists/{id}/items", listRiskItems, "GET", "/items", undefined],
      ["POST /v2/risk/lists/{id}/items", addRiskItems, "POST", "/items", { values: ["+256700000009"] }],
      ["POST /v2/risk/lists/{id}/imports", importRiskCsv, "POST", "/imports", { csv: "+256700000009\n" }],
    ] as const
  ).map(([name, handler, method, tail, body]): Case => ({ name, handler, method, path: (r) => `/v2/risk/lists/${r}${tail}`, ref: () => riskRefs.list, body, param: "id" })),
  { name: "DELETE /v2/risk/lists/{id}/items/{value}", handler: removeRiskItem, method: "DELETE", path: (r) => `/v2/risk/lists/${r}/items/${encodeURIComponent(riskRefs.value)}`, ref: () => riskRefs.list, params: () => ({ id: riskRefs.list, value: riskRefs.value }) },
  { name: "GET /v2/risk/lists/{id}/imports/{importId}", handler: getRiskImport, method: "GET", path: (r) => `/v2/risk/lists/${r}/imports/${riskRefs.import}`, ref: () => riskRefs.list, params: () => ({ id: riskRefs.list, importId: riskRefs.import }) },
  ...(
    [
      ["GET /v2/risk/reviews/{id}", getRiskReview, "GET", "", undefined],
      ["POST /v2/risk/reviews/{id}/approve", approveRiskReview, "POST", "/approve", { note: "Hijacked" }],
      ["POST /v2/risk/reviews/{id}/refuse", refuseRiskReview, "POST", "/refuse", { note: "Hijacked" }],
    ] as const
  ).map(([name, handler, method, tail, body]): Case => ({ name, handler, method, path: (r) => `/v2/risk/reviews/${r}${tail}`, ref: () => riskRefs.review, body, param: "id" })),
  // Subscriptions, invoices and test clocks.
  ...(
    [
      ["GET /v2/subscriptions/{id}", getSubscription, "GET", "", undefined],
      ["PATCH /v2/subscriptions/{id}", patchSubscription, "PATCH", "", { collection_method: "send_invoice" }],
      ["POST /v2/subscriptions/{id}/pause", pauseSubscription, "POST", "/pause", {}],
      ["POST /v2/subscriptions/{id}/resume", resumeSubscription, "POST", "/resume", {}],
      ["POST /v2/subscriptions/{id}/cancel", cancelSubscription, "POST", "/cancel", { at_period_end: false }],
    ] as const
  ).map(([name, handler, method, tail, body]): Case => ({ name, handler, method, path: (r) => `/v2/subscriptions/${r}${tail}`, ref: () => billingRefs.subscription, body, param: "id" })),
  ...(
    [
      ["GET /v2/invoices/{id}", getInvoice, "GET", "", undefined],
      ["PATCH /v2/invoices/{id}", patchInvoice, "PATCH", "", { description: "Hijacked" }],
      ["POST /v2/invoices/{id}/finalize", finalizeInvoice, "POST", "/finalize", {}],
      ["POST /v2/invoices/{id}/void", voidInvoice, "POST", "/void", {}],
      ["POST /v2/invoices/{id}/mark-uncollectible", markInvoiceUncollectible, "POST", "/mark-uncollectible", {}],
      ["POST /v2/invoices/{id}/send", sendInvoice, "POST", "/send", {}],
    ] as const
  ).map(([name, handler, method, tail, body]): Case => ({ name, handler, method, path: (r) => `/v2/invoices/${r}${tail}`, ref: () => billingRefs.invoice, body, param: "id" })),
  // A customer's saved payment methods and portal link.
  ...(
    [
      ["GET /v2/customers/{id}/payment-methods", listPaymentMethods, "GET", "/payment-methods", undefined],
      ["POST /v2/customers/{id}/payment-methods", attachPaymentMethod, "POST", "/payment-methods", { type: "card", currency: "USD" }],
      ["POST /v2/customers/{id}/portal-link", createPortalLink, "POST", "/portal-link", {}],
    ] as const
  ).map(([name, handler, method, tail, body]): Case => ({ name, handler, method, path: (r) => `/v2/customers/${r}${tail}`, ref: () => refs.customer, body, param: "id" })),
  ...(
    [
      ["GET /v2/customers/{id}/payment-methods/{pm}", getPaymentMethod, "GET"],
      ["DELETE /v2/customers/{id}/payment-methods/{pm}", detachPaymentMethod, "DELETE"],
    ] as const
  ).map(
    ([name, handler, method]): Case => ({
      name,
      handler,
      method,
      path: (r) => `/v2/customers/${refs.customer}/payment-methods/${r}`,
      ref: () => billingRefs.paymentMethod,
      params: () => ({ id: refs.customer, pm: billingRefs.paymentMethod }),
    }),
  ),
  { name: "GET /v2/test-clocks/{id}", handler: getTestClock, method: "GET", path: (r) => `/v2/test-clocks/${r}`, ref: () => billingRefs.clock, param: "id" },
  { name: "POST /v2/test-clocks/{id}/advance", handler: advanceTestClock, method: "POST", path: (r) => `/v2/test-clocks/${r}/advance`, ref: () => billingRefs.clock, param: "id", body: { frozen_time: "2027-02-01T00:00:00Z" } },
  { name: "POST /v2/disputes/{id}/files", handler: uploadFile, method: "POST", path: (r) => `/v2/disputes/${r}/files`, ref: () => disputeRefs.dispute, param: "id", form: evidenceForm },
];

async function snapshot() {
  const [refunds, subs, payment, payouts, ledger, events, audits, jobs, simulator, webhookEndpoints, webhookDeliveries] = await Promise.all([
    db().refund.count(),
    db().subaccount.findUniqueOrThrow({ where: { id: refs.subaccount } }),
    db().payment.findUniqueOrThrow({ where: { id: refs.payment } }),
    db().payout.findMany({ orderBy: { id: "asc" }, select: { id: true, status: true, otpTriesLeft: true, updatedAt: true } }),
    db().ledgerTransaction.count(),
    db().event.count(),
    db().auditLog.count(),
    db().job.count(),
    db().simulatorPayout.findMany({ orderBy: { payoutId: "asc" }, select: { payoutId: true, outcome: true, decidedAt: true } }),
    db().webhookEndpoint.findMany({ orderBy: { id: "asc" } }),
    db().webhookDelivery.findMany({ orderBy: { id: "asc" } }),
  ]);
  const customers = await db().customer.findMany({ orderBy: { id: "asc" } });
  // The dashboard's writes too (keys revoked or rolled, jobs retried, virtual accounts, settings).
  const [apiKeys, jobStates, virtualAccounts, merchants, processorConnections] = await Promise.all([
    // Not lastUsedAt: calling with a key marks it used, whoever's object it asks for.
    db().apiKey.findMany({ orderBy: { id: "asc" }, select: { id: true, hash: true, expiresAt: true, revokedAt: true } }),
    db().job.findMany({ orderBy: { id: "asc" }, select: { id: true, status: true, attempts: true, runAt: true } }),
    db().virtualAccount.findMany({ orderBy: { id: "asc" } }),
    db().merchant.findMany({ orderBy: { id: "asc" } }),
    // A connection disabled or checked (its last check) would show here.
    db().processorConnection.findMany({ orderBy: { id: "asc" } }),
  ]);
  // A link changed or deactivated, a ticket checked in.
  const [paymentLinks, tickets] = await Promise.all([db().paymentLink.findMany({ orderBy: { id: "asc" } }), db().ticket.findMany({ orderBy: { id: "asc" } })]);
  // A direct charge's OTP step takes a try on its attempt and moves its payment.
  const attempts = await db().paymentAttempt.findMany({ orderBy: { id: "asc" }, select: { id: true, outcome: true, otpTriesLeft: true } });
  // A dispute staged, submitted, accepted or moved, a file added.
  const disputes = await db().dispute.findMany({ orderBy: { id: "asc" } });
  const disputeFiles = await db().disputeFile.findMany({ orderBy: { id: "asc" }, select: { id: true, disputeId: true, merchantId: true, sha256: true } });
  const charges = await db().payment.findMany({ where: { paymentType: "Direct charge" }, orderBy: { id: "asc" }, select: { id: true, status: true, updatedAt: true } });
  const plans = await db().plan.findMany({ orderBy: { id: "asc" } });
  // A risk rule, list, value, import or review changed.
  const risk = await Promise.all([
    db().riskRule.findMany({ orderBy: { id: "asc" } }),
    db().riskList.findMany({ orderBy: { id: "asc" } }),
    db().riskListItem.findMany({ orderBy: { id: "asc" } }),
    db().riskListImport.findMany({ orderBy: { id: "asc" } }),
    db().riskReview.findMany({ orderBy: { id: "asc" } }),
  ]);
  // A subscription paused or cancelled, an invoice edited, finalized, voided or sent, a clock advanced.
  const [subscriptions, invoices, testClocks, savedPaymentMethods] = await Promise.all([
    db().subscription.findMany({ orderBy: { id: "asc" } }),
    db().invoice.findMany({ orderBy: { id: "asc" } }),
    db().testClock.findMany({ orderBy: { id: "asc" } }),
    db().savedPaymentMethod.findMany({ orderBy: { id: "asc" } }),
  ]);
  return JSON.stringify(
    { risk, plans, subscriptions, invoices, testClocks, savedPaymentMethods, refunds, name: subs.name, active: subs.active, refunded: String(payment.amountRefunded), payouts, ledger, events, audits, jobs, simulator, webhookEndpoints, webhookDeliveries, customers, apiKeys, jobStates, virtualAccounts, merchants, processorConnections, paymentLinks, tickets, attempts, charges, disputes, disputeFiles },
    (_key, value) => (typeof value === "bigint" ? String(value) : value),
  );
}

describe.each(cases)("$name", (c) => {
  const request = (key: string) =>
    c.form
      ? new Request(`http://localhost${c.path(c.ref())}`, { method: c.method, headers: { authorization: `Bearer ${key}` }, body: c.form() })
      : apiRequest(c.path(c.ref()), { key, method: c.method, body: c.body });
  const call = (key: string) => c.handler(request(key), { params: Promise.resolve(c.params?.() ?? { [c.param ?? "reference"]: c.ref() }) });

  it("another merchant's reference is NOT_FOUND and changes nothing", async () => {
    const before = await snapshot();
    const res = await call(stranger.keys.test.secret);
    expect(res.status).toBe(404);
    expect((await res.json()).error.code).toBe("NOT_FOUND");
    expect(await snapshot()).toBe(before);
  });

  it("the other mode's key is UNAUTHORIZED naming the mode and changes nothing", async () => {
    const before = await snapshot();
    const res = await call(owner.keys.live.secret);
    expect(res.status).toBe(401);
    const body = await res.json();
    expect(body.error.code).toBe("UNAUTHORIZED");
    expect(body.message).toMatch(/belongs to test mode/);
    expect(await snapshot()).toBe(before);
  });
});

// The v1 compatibility layer: the same rules, answered in v1's envelope.
type V1Case = { name: string; handler: RouteHandler; method: string; path: (ref: string) => string; ref: () => string; body?: unknown; param: string; notFound: string };
const v1Cases: V1Case[] = [
  { name: "GET /v1/transaction/verify/{gateway ref}", handler: v1Verify, method: "GET", path: (r) => `/v1/transaction/verify/${r}`, ref: () => refs.payment, param: "tx_ref", notFound: "Invalid transaction or Transaction not found" },
  { name: "POST /v1/refund/{gateway ref}", handler: v1Refund, method: "POST", path: (r) => `/v1/refund/${r}`, ref: () => refs.payment, body: { amount: 1 }, param: "reference", notFound: "Invalid transaction or Transaction not found" },
  { name: "GET /v1/refund/{ref_id}/verify", handler: v1VerifyRefund, method: "GET", path: (r) => `/v1/refund/${r}/verify`, ref: () => refs.refund, param: "reference", notFound: "Invalid refund or Refund not found" },
  { name: "GET /v1/transfers/verify/{gateway ref}", handler: v1VerifyTransfer, method: "GET", path: (r) => `/v1/transfers/verify/${r}`, ref: () => refs.payoutOtp, param: "reference", notFound: "Invalid transfer or Transfer not found" },
  { name: "GET /v1/transfers/verify/{merchant ref}", handler: v1VerifyTransfer, method: "GET", path: (r) => `/v1/transfers/verify/${r}`, ref: () => "ct-payout-otp", param: "reference", notFound: "Invalid transfer or Transfer not found" },
];

describe.each(v1Cases)("$name", (c) => {
  const call = (key: string) => c.handler(apiRequest(c.path(c.ref()), { key, method: c.method, body: c.body }), { params: Promise.resolve({ [c.param]: c.ref() }) });

  it("another merchant's reference is 404 in the v1 envelope and changes nothing", async () => {
    const before = await snapshot();
    const res = await call(stranger.keys.test.secret);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: c.notFound, status: "failed", data: null });
    expect(await snapshot()).toBe(before);
  });

  it("the other mode's key is 401 saying keys cannot be mixed, naming the mode, and changes nothing", async () => {
    const before = await snapshot();
    const res = await call(owner.keys.live.secret);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: "Live and test keys cannot be mixed: this reference belongs to test mode; use your test secret key", status: "failed", data: null });
    expect(await snapshot()).toBe(before);
  });
});

describe("the events feed", () => {
  it("shows a merchant's own events in the key's mode only", async () => {
    const feed = async (key: string) => {
      const res = await listEvents(apiRequest("/v2/events?per_page=100", { key }), { params: Promise.resolve({}) });
      expect(res.status).toBe(200);
      return ((await res.json()).data.items as { id: string }[]).map((e) => e.id).sort();
    };
    const own = await db().event.findMany({ where: { merchantId: owner.merchant.id, mode: "test" }, select: { id: true }, take: 100, orderBy: { createdAt: "desc" } });
    expect(await feed(owner.keys.test.secret)).toEqual(own.map((e) => e.id).sort());
    expect(await feed(stranger.keys.test.secret)).toEqual([]);
    expect(await feed(owner.keys.live.secret)).toEqual([]);
  });
});

describe("the webhook endpoint list", () => {
  it("shows a merchant's own endpoints in the key's mode only", async () => {
    const list = async (key: string) => {
      const res = await listEndpoints(apiRequest("/v2/webhook-endpoints", { key }), { params: Promise.resolve({}) });
      expect(res.status).toBe(200);
      return ((await res.json()).data.items as { id: string }[]).map((e) => e.id);
    };
    expect(await list(owner.keys.test.secret)).toEqual([refs.webhookEndpoint]);
    expect(await list(stranger.keys.test.secret)).toEqual([]);
    expect(await list(owner.keys.live.secret)).toEqual([]);
  });
});

describe("the payout list", () => {
  const list = async (key: string, qs = "") => {
    const res = await listPayouts(apiRequest(`/v2/payouts${qs}`, { key }), { params: Promise.resolve({}) });
    expect(res.status).toBe(200);
    return ((await res.json()).data.items as { gateway_reference: string }[]).map((i) => i.gateway_reference);
  };
  it("shows a merchant's own payouts in the key's mode only", async () => {
    const own = await db().payout.findMany({ where: { merchantId: owner.merchant.id, mode: "test" }, select: { id: true } });
    expect(own).toHaveLength(4); // three single payouts and the batch's one
    expect((await list(owner.keys.test.secret)).sort()).toEqual(own.map((p) => p.id).sort());
    expect(await list(stranger.keys.test.secret)).toEqual([]);
    expect(await list(stranger.keys.test.secret, "?merchant_reference=ct-payout-otp")).toEqual([]);
    expect(await list(owner.keys.live.secret)).toEqual([]);
    expect(await list(owner.keys.live.secret, "?merchant_reference=ct-payout-otp")).toEqual([]);
  });
});

describe("references inside bodies", () => {
  it("another merchant's plan or test clock in a new subscription is NOT_FOUND, and nothing is written", async () => {
    const plan = await createPlan(db(), {
      merchantId: stranger.merchant.id,
      mode: "test",
      input: { name: "Stranger's plan", amount: 100, currency: "ETB", interval: "month", interval_count: 1, trial_days: 0, allow_multiple_subscriptions: true },
      actor: { type: "cli" },
    });
    for (const body of [
      { plan_reference: planRefs.plan, customer: { email: "x@example.test" }, collection_method: "send_invoice" },
      { plan_reference: plan.id, customer: { email: "x@example.test" }, collection_method: "send_invoice", test_clock: billingRefs.clock },
    ]) {
      const before = await snapshot();
      const res = await createSubscriptionRoute(apiRequest("/v2/subscriptions", { key: stranger.keys.test.secret, body }), { params: Promise.resolve({}) });
      expect(res.status).toBe(404);
      expect((await res.json()).error.code).toBe("NOT_FOUND");
      expect(await snapshot()).toBe(before);
    }
  });

  it("another merchant's subaccount in a split rule is 404 subaccount not found, at initialization and in preview", async () => {
    const before = await db().payment.count({ where: { merchantId: stranger.merchant.id } });
    for (const handler of [createHosted, preview]) {
      const path = handler === createHosted ? "/v2/payments/hosted" : "/v2/splits/preview";
      const res = await handler(apiRequest(path, { key: stranger.keys.test.secret, body: { amount: 100, currency: "ETB", subaccounts: [{ subaccount_reference: refs.subaccount }] } }));
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ status: "error", message: "subaccount not found", error: { code: "NOT_FOUND" } });
    }
    expect(await db().payment.count({ where: { merchantId: stranger.merchant.id } })).toBe(before);
  });

  it("another merchant's subaccount in a direct charge's split rule is 404 subaccount not found and charges nothing", async () => {
    const before = await db().payment.count({ where: { merchantId: stranger.merchant.id } });
    const body = { amount: 100, currency: "ETB", method: "telebirr", phone_number: etWallet("0001"), subaccounts: [{ subaccount_reference: refs.subaccount }] };
    const res = await createCharge(apiRequest("/v2/charges", { key: stranger.keys.test.secret, body }));
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ status: "error", message: "subaccount not found", error: { code: "NOT_FOUND" } });
    expect(await db().payment.count({ where: { merchantId: stranger.merchant.id } })).toBe(before);
  });

  it("another merchant's subaccount in a v1 split rule (subaccounts[].id) is 404 subaccount not found, in the v1 envelope", async () => {
    const before = await db().payment.count({ where: { merchantId: stranger.merchant.id } });
    const res = await v1Initialize(apiRequest("/v1/transaction/initialize", { key: stranger.keys.test.secret, body: { amount: 100, currency: "ETB", tx_ref: "ct-v1-split", subaccounts: [{ id: refs.subaccount }] } }));
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: "subaccount not found", status: "failed", data: null });
    expect(await db().payment.count({ where: { merchantId: stranger.merchant.id } })).toBe(before);
  });
});

// POST /v1/validate names the charge in its body (reference), not in its path.
describe("POST /v1/validate?type= (the charge's reference in the body)", () => {
  const call = (key: string, reference: string) => v1Validate(apiRequest("/v1/validate?type=telebirr", { key, body: { reference, otp: "123456" } }), { params: Promise.resolve({}) });
  for (const [kind, ref] of [["gateway", () => refs.charge], ["merchant", () => "ct-charge"]] as const) {
    it(`another merchant's ${kind} reference is 404 in the v1 envelope and changes nothing`, async () => {
      const before = await snapshot();
      const res = await call(stranger.keys.test.secret, ref());
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: "Invalid transaction or Transaction not found", status: "failed", data: null });
      expect(await snapshot()).toBe(before);
    });
    it(`the other mode's key with the ${kind} reference is 401 saying keys cannot be mixed, and changes nothing`, async () => {
      const before = await snapshot();
      const res = await call(owner.keys.live.secret, ref());
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: "Live and test keys cannot be mixed: this reference belongs to test mode; use your test secret key", status: "failed", data: null });
      expect(await snapshot()).toBe(before);
    });
  }
});

// POST /v2/disputes (and the dashboard's) names the payment in its body, not in its path.
describe("a reversal claim on another merchant's payment", () => {
  const body = () => ({ payment_reference: disputeRefs.payment, operator_reference: "ct-steal", reason: "fraudulent" });
  it("POST /v2/disputes: another merchant's payment is NOT_FOUND, the other mode's key UNAUTHORIZED naming the mode, and nothing changes", async () => {
    const before = await snapshot();
    const foreign = await recordClaim(apiRequest("/v2/disputes", { key: stranger.keys.test.secret, body: body() }), { params: Promise.resolve({}) });
    expect(foreign.status).toBe(404);
    expect((await foreign.json()).error.code).toBe("NOT_FOUND");
    const live = await recordClaim(apiRequest("/v2/disputes", { key: owner.keys.live.secret, body: body() }), { params: Promise.resolve({}) });
    expect(live.status).toBe(401);
    expect((await live.json()).message).toMatch(/belongs to test mode/);
    expect(await snapshot()).toBe(before);
  });

  it("POST /api/dashboard/disputes: another merchant's session, and the owner's in the other mode, are NOT_FOUND, and nothing changes", async () => {
    const before = await snapshot();
    for (const [user, mode] of [[strangerUser(), "test"], [ownerUser(), "live"]] as const) {
      const res = await callAsUser(dRecordClaim as never, user, { path: "/api/dashboard/disputes", body: body(), mode });
      expect(res.status, `${user.userId} in ${mode} mode`).toBe(404);
      expect(res.json.error?.code).toBe("NOT_FOUND");
    }
    expect(await snapshot()).toBe(before);
  });
});

describe("the customer list", () => {
  it("shows a merchant's own profiles in the key's mode only", async () => {
    const list = async (key: string, qs = "") => {
      const res = await listCustomers(apiRequest(`/v2/customers${qs}`, { key }), { params: Promise.resolve({}) });
      expect(res.status).toBe(200);
      return ((await res.json()).data.items as { id: string }[]).map((c) => c.id);
    };
    expect(await list(owner.keys.test.secret)).toEqual([refs.customer]);
    expect(await list(stranger.keys.test.secret)).toEqual([]);
    expect(await list(stranger.keys.test.secret, "?email=abebe@example.test")).toEqual([]);
    expect(await list(owner.keys.live.secret)).toEqual([]);
    expect(await list(owner.keys.live.secret, "?q=abebe")).toEqual([]);
  });
});

describe("the payment list (GET /v2/payments)", () => {
  const list = async (key: string, qs = "") => {
    const res = await listPayments(apiRequest(`/v2/payments${qs}`, { key }), { params: Promise.resolve({}) });
    expect(res.status).toBe(200);
    return ((await res.json()).data.items as { gateway_reference: string }[]).map((i) => i.gateway_reference);
  };
  it("shows a merchant's own payments in the key's mode only, whatever the filter names", async () => {
    const own = await db().payment.findMany({ where: { merchantId: owner.merchant.id, mode: "test" }, select: { id: true } });
    expect(own.length).toBeGreaterThan(0);
    expect((await list(owner.keys.test.secret, "?per_page=100")).sort()).toEqual(own.map((p) => p.id).sort());
    expect(await list(owner.keys.test.secret, `?reference=${refs.payment}`)).toEqual([refs.payment]);
    for (const key of [stranger.keys.test.secret, owner.keys.live.secret]) {
      expect(await list(key)).toEqual([]);
      expect(await list(key, `?reference=${refs.payment}`)).toEqual([]);
    }
  });
});

describe("the virtual account list", () => {
  it("shows a merchant's own virtual accounts in the key's mode only", async () => {
    const list = async (key: string, qs = "") => {
      const res = await listVirtualAccounts(apiRequest(`/v2/virtual-accounts${qs}`, { key }), { params: Promise.resolve({}) });
      expect(res.status).toBe(200);
      return ((await res.json()).data.items as { virtual_account_id: string }[]).map((i) => i.virtual_account_id);
    };
    expect(await list(owner.keys.test.secret)).toEqual([vaRefs.virtualAccount]);
    expect(await list(stranger.keys.test.secret)).toEqual([]);
    expect(await list(stranger.keys.test.secret, "?merchant_reference=ct-va")).toEqual([]);
    expect(await list(owner.keys.live.secret)).toEqual([]);
  });
});

describe("the OpenAPI document (GET /v2/openapi.json)", () => {
  it("is the same for every caller (either merchant, either mode, no key): it holds no merchant's data", async () => {
    const { GET: getDocument } = await import("@/app/v2/openapi.json/route");
    const answers = await Promise.all(
      [owner.keys.test.secret, owner.keys.live.secret, stranger.keys.test.secret, undefined].map(async (key) => {
        const res = await getDocument(apiRequest("/v2/openapi.json", { key }));
        expect(res.status).toBe(200);
        return res.text();
      }),
    );
    expect(new Set(answers).size).toBe(1);
    for (const m of [owner, stranger]) expect(answers[0]).not.toContain(m.merchant.id);
  });
});


// ---------------------------------------------------------------------------------------------
// Dashboard JSON routes: the same rules through the session. Another merchant's
// owner asking for this merchant's objects gets NOT_FOUND; so does this merchant's own owner
// with the dashboard switched to the other mode (lib/auth/other-mode.ts, "not_found").
const dashRefs = { apiKey: "", job: "", processorConnection: "", reconciliationRun: "", reconciliationItem: "" };
beforeAll(async () => {
  // A processor connection of the owner's own, test mode, at a port nobody listens on.
  const connection = await createConnection({
    connector: "chapa",
    mode: "test",
    merchantId: owner.merchant.id,
    credentials: { secret_key: "CHASECK_TEST-crosstenant0042", webhook_secret: "ct-webhook-secret" },
    baseUrl: "http://127.0.0.1:9",
  });
  dashRefs.processorConnection = connection.id;
  // A reconciliation run of that connection (its processor unreachable: a failed run, the owner's all the same).
  dashRefs.reconciliationRun = (await runReconciliation({ connectionId: connection.id, from: new Date("2026-11-01T00:00:00Z"), to: new Date("2026-11-02T00:00:00Z"), startedBy: "cli" })).id;
  // An open exception in it (written as a run writes them) for the resolve route.
  dashRefs.reconciliationItem = newId("rci");
  await db().reconciliationItem.create({ data: { id: dashRefs.reconciliationItem, runId: dashRefs.reconciliationRun, kind: "missing_in_gateway", evidence: "planted for the cross-tenant suite", resolution: "open", position: 0 } });
  dashRefs.apiKey = (await db().apiKey.findFirstOrThrow({ where: { merchantId: owner.merchant.id, mode: "test", kind: "secret", revokedAt: null } })).id;
  // A dead job of the owner's, the kind the dashboard offers to retry.
  dashRefs.job = newId("job");
  await db().job.create({ data: { id: dashRefs.job, type: "webhook.deliver", payload: {}, status: "dead", merchantId: owner.merchant.id, mode: "test", deadAt: new Date() } });
});

/** `acrossModes`: the object is the merchant's in both modes (API keys: the keys page manages test and live keys together). */
type DashCase = { name: string; handler: RouteHandler; method: string; path: (ref: string) => string; ref: () => string; body?: unknown; param?: string; acrossModes?: true; params?: () => Record<string, string>; form?: () => FormData };
const dashboardCases: DashCase[] = [
  { name: "POST /api/dashboard/api-keys/{id}/revoke", handler: dRevokeKey, method: "POST", path: (r) => `/api/dashboard/api-keys/${r}/revoke`, ref: () => dashRefs.apiKey, body: {}, param: "id", acrossModes: true },
  { name: "POST /api/dashboard/api-keys/{id}/roll", handler: dRollKey, method: "POST", path: (r) => `/api/dashboard/api-keys/${r}/roll`, ref: () => dashRefs.apiKey, body: { expire_old_in: "now" }, param: "id", acrossModes: true },
  { name: "POST /api/dashboard/api-keys/{id}/reveal", handler: dRevealKey, method: "POST", path: (r) => `/api/dashboard/api-keys/${r}/reveal`, ref: () => dashRefs.apiKey, body: {}, param: "id", acrossModes: true },
  { name: "GET /api/dashboard/events/{id}", handler: dEvent, method: "GET", path: (r) => `/api/dashboard/events/${r}`, ref: () => refs.event, param: "id" },
  { name: "GET /api/dashboard/customers/{id}", handler: dCustomer, method: "GET", path: (r) => `/api/dashboard/customers/${r}`, ref: () => refs.customer, param: "id" },
  { name: "POST /api/dashboard/jobs/{id}/retry", handler: dRetryJob, method: "POST", path: (r) => `/api/dashboard/jobs/${r}/retry`, ref: () => dashRefs.job, body: {}, param: "id" },
  { name: "GET /api/dashboard/payments/{ref}", handler: dPayment, method: "GET", path: (r) => `/api/dashboard/payments/${r}`, ref: () => refs.payment },
  { name: "POST /api/dashboard/payments/{ref}/cancel", handler: dCancelPayment, method: "POST", path: (r) => `/api/dashboard/payments/${r}/cancel`, ref: () => refs.payment, body: {} },
  { name: "POST /api/dashboard/payments/{ref}/refunds", handler: dRefund, method: "POST", path: (r) => `/api/dashboard/payments/${r}/refunds`, ref: () => refs.payment, body: { amount: 1 } },
  { name: "GET /api/dashboard/payouts/{ref}", handler: dPayout, method: "GET", path: (r) => `/api/dashboard/payouts/${r}`, ref: () => refs.payoutOtp },
  { name: "POST /api/dashboard/payouts/{ref}/otp", handler: dPayoutOtp, method: "POST", path: (r) => `/api/dashboard/payouts/${r}/otp`, ref: () => refs.payoutOtp, body: { otp: "123456" } },
  { name: "POST /api/dashboard/payouts/{ref}/approve", handler: dApprovePayout, method: "POST", path: (r) => `/api/dashboard/payouts/${r}/approve`, ref: () => refs.payoutApprove, body: {} },
  { name: "POST /api/dashboard/payouts/{ref}/reject", handler: dRejectPayout, method: "POST", path: (r) => `/api/dashboard/payouts/${r}/reject`, ref: () => refs.payoutReject, body: {} },
  { name: "GET /api/dashboard/payouts/bulk/{batch_reference}", handler: dBatch, method: "GET", path: (r) => `/api/dashboard/payouts/bulk/${r}`, ref: () => refs.batch, param: "batch_reference" },
  { name: "PATCH /api/dashboard/subaccounts/{ref}", handler: dPatchSub, method: "PATCH", path: (r) => `/api/dashboard/subaccounts/${r}`, ref: () => refs.subaccount, body: { subaccount_name: "Hijacked" } },
  { name: "POST /api/dashboard/subaccounts/{ref}/deactivate", handler: dDeactivateSub, method: "POST", path: (r) => `/api/dashboard/subaccounts/${r}/deactivate`, ref: () => refs.subaccount, body: {} },
  { name: "POST /api/dashboard/subaccounts/{ref}/settle", handler: dSettleSub, method: "POST", path: (r) => `/api/dashboard/subaccounts/${r}/settle`, ref: () => refs.subaccount, body: {} },
  { name: "GET /api/dashboard/subaccounts/{ref}", handler: dSubaccount, method: "GET", path: (r) => `/api/dashboard/subaccounts/${r}`, ref: () => refs.subaccount },
  { name: "GET /api/dashboard/subaccounts/{ref}/payments", handler: dSubaccountPayments, method: "GET", path: (r) => `/api/dashboard/subaccounts/${r}/payments`, ref: () => refs.subaccount },
  { name: "GET /api/dashboard/subaccounts/{ref}/settlements", handler: dSettlements, method: "GET", path: (r) => `/api/dashboard/subaccounts/${r}/settlements`, ref: () => refs.subaccount },
  ...(
    [
      ["GET /api/dashboard/virtual-accounts/{id}", dVa, "GET", "", undefined],
      ["POST /api/dashboard/virtual-accounts/{id}/test-credits", dVaCredit, "POST", "/test-credits", { amount: 1 }],
      ["GET /api/dashboard/virtual-accounts/{id}/debits", dVaDebits, "GET", "/debits", undefined],
      ["POST /api/dashboard/virtual-accounts/{id}/debits", dVaDebit, "POST", "/debits", { amount: 1, merchant_reference: "ct-dash-steal" }],
    ] as const
  ).map(([name, handler, method, tail, body]): DashCase => ({ name, handler, method, path: (r) => `/api/dashboard/virtual-accounts/${r}${tail}`, ref: () => vaRefs.virtualAccount, body, param: "virtual_account_id" })),
  ...(
    [
      ["GET /api/dashboard/webhooks/{id}", dEndpoint, "GET", "", undefined],
      ["PATCH /api/dashboard/webhooks/{id}", dPatchEndpoint, "PATCH", "", { description: "Hijacked", enabled: false }],
      ["DELETE /api/dashboard/webhooks/{id}", dDeleteEndpoint, "DELETE", "", undefined],
      ["GET /api/dashboard/webhooks/{id}/deliveries", dEndpointDeliveries, "GET", "/deliveries", undefined],
      ["POST /api/dashboard/webhooks/{id}/replay", dReplay, "POST", "/replay", { since: "2020-01-01T00:00:00Z" }],
      ["POST /api/dashboard/webhooks/{id}/rotate", dRotate, "POST", "/rotate", { expires_in_hours: 0 }],
      ["POST /api/dashboard/webhooks/{id}/secret", dSecret, "POST", "/secret", {}],
      ["POST /api/dashboard/webhooks/{id}/test", dTestEndpoint, "POST", "/test", {}],
    ] as const
  ).map(([name, handler, method, tail, body]): DashCase => ({ name, handler, method, path: (r) => `/api/dashboard/webhooks/${r}${tail}`, ref: () => refs.webhookEndpoint, body, param: "id" })),
  // Processor connections: the owner's own, in test mode.
  { name: "POST /api/dashboard/processors/{id}/disable", handler: dDisableProcessor, method: "POST", path: (r) => `/api/dashboard/processors/${r}/disable`, ref: () => dashRefs.processorConnection, body: {}, param: "id" },
  { name: "GET /api/dashboard/reconciliation/{id}", handler: dReconciliationRun, method: "GET", path: (r) => `/api/dashboard/reconciliation/${r}`, ref: () => dashRefs.reconciliationRun, param: "id" },
  { name: "GET /api/dashboard/reconciliation/{id}/export", handler: dReconciliationExport, method: "GET", path: (r) => `/api/dashboard/reconciliation/${r}/export`, ref: () => dashRefs.reconciliationRun, param: "id" },
  { name: "POST /api/dashboard/reconciliation/items/{id}/resolve", handler: dResolveReconciliationItem, method: "POST", path: (r) => `/api/dashboard/reconciliation/items/${r}/resolve`, ref: () => dashRefs.reconciliationItem, body: { note: "checked" }, param: "id" },
  { name: "POST /api/dashboard/processors/{id}/check", handler: dCheckProcessor, method: "POST", path: (r) => `/api/dashboard/processors/${r}/check`, ref: () => dashRefs.processorConnection, body: {}, param: "id" },
  // Payment links.
  ...(
    [
      ["GET /api/dashboard/payment-links/{id}", dPaymentLink, "GET", "", undefined],
      ["PATCH /api/dashboard/payment-links/{id}", dPatchPaymentLink, "PATCH", "", { title: "Hijacked", active: false }],
      ["POST /api/dashboard/payment-links/{id}/deactivate", dDeactivatePaymentLink, "POST", "/deactivate", {}],
      ["GET /api/dashboard/payment-links/{id}/tickets", dLinkTickets, "GET", "/tickets", undefined],
      ["GET /api/dashboard/payment-links/{id}/payments", dLinkPayments, "GET", "/payments", undefined],
    ] as const
  ).map(([name, handler, method, tail, body]): DashCase => ({ name, handler, method, path: (r) => `/api/dashboard/payment-links/${r}${tail}`, ref: () => linkRefs.link, body, param: "id" })),
  {
    name: "POST /api/dashboard/payment-links/{id}/tickets/{reference}/check-in",
    handler: dCheckInTicket,
    method: "POST",
    path: (r) => `/api/dashboard/payment-links/${r}/tickets/${linkRefs.ticket}/check-in`,
    ref: () => linkRefs.link,
    body: {},
    params: () => ({ id: linkRefs.link, reference: linkRefs.ticket }),
  },
  { name: "GET /api/dashboard/webhooks/deliveries/{id}", handler: dDelivery, method: "GET", path: (r) => `/api/dashboard/webhooks/deliveries/${r}`, ref: () => refs.webhookDelivery, param: "id" },
  { name: "POST /api/dashboard/webhooks/deliveries/{id}/resend", handler: dResend, method: "POST", path: (r) => `/api/dashboard/webhooks/deliveries/${r}/resend`, ref: () => refs.webhookDelivery, body: {}, param: "id" },
  // Disputes.
  ...(
    [
      ["GET /api/dashboard/disputes/{id}", dDispute, "GET", "", undefined],
      ["POST /api/dashboard/disputes/{id}/evidence", dStageEvidence, "POST", "/evidence", { evidence: { product_description: "Hijacked" } }],
      ["POST /api/dashboard/disputes/{id}/submit", dSubmitDispute, "POST", "/submit", {}],
      ["POST /api/dashboard/disputes/{id}/accept", dAcceptDispute, "POST", "/accept", {}],
      ["POST /api/dashboard/disputes/{id}/claim-status", dClaimStatus, "POST", "/claim-status", { status: "rejected" }],
    ] as const
  ).map(([name, handler, method, tail, body]): DashCase => ({ name, handler, method, path: (r) => `/api/dashboard/disputes/${r}${tail}`, ref: () => disputeRefs.dispute, body, param: "id" })),
  { name: "POST /api/dashboard/disputes/{id}/files", handler: dUploadFile, method: "POST", path: (r) => `/api/dashboard/disputes/${r}/files`, ref: () => disputeRefs.dispute, param: "id", form: evidenceForm },
  // Plans, subscriptions, invoices and test clocks.
  { name: "POST /api/dashboard/plans/{id}/archive", handler: dArchivePlan, method: "POST", path: (r) => `/api/dashboard/plans/${r}/archive`, ref: () => planRefs.plan, body: {}, param: "id" },
  // Risk rules, lists, their values and imports, and reviews.
  { name: "PATCH /api/dashboard/risk/rules/{id}", handler: dPatchRiskRule, method: "PATCH", path: (r) => `/api/dashboard/risk/rules/${r}`, ref: () => riskRefs.rule, body: { status: "disabled" }, param: "id" },
  { name: "DELETE /api/dashboard/risk/rules/{id}", handler: dDeleteRiskRule, method: "DELETE", path: (r) => `/api/dashboard/risk/rules/${r}`, ref: () => riskRefs.rule, param: "id" },
  ...(
    [
      ["DELETE /api/dashboard/risk/lists/{id}", dDeleteRiskList, "DELETE", "", undefined],
      ["GET /api/dashboard/risk/lists/{id}/items", dRiskItems, "GET", "/items", undefined],
      ["POST /api/dashboard/risk/lists/{id}/items", dAddRiskItems, "POST", "/items", { values: ["+256700000009"] }],
      ["POST /api/dashboard/risk/lists/{id}/items/remove", dRemoveRiskItem, "POST", "/items/remove", { value: "+256700000001" }],
      ["GET /api/dashboard/risk/lists/{id}/imports", dRiskImports, "GET", "/imports", undefined],
      ["POST /api/dashboard/risk/lists/{id}/imports", dImportRiskCsv, "POST", "/imports", { csv: "+256700000009\n" }],
    ] as const
  ).map(([name, handler, method, tail, body]): DashCase => ({ name, handler, method, path: (r) => `/api/dashboard/risk/lists/${r}${tail}`, ref: () => riskRefs.list, body, param: "id" })),
  ...(
    [
      ["POST /api/dashboard/risk/reviews/{id}/approve", dApproveRiskReview, "/approve"],
      ["POST /api/dashboard/risk/reviews/{id}/refuse", dRefuseRiskReview, "/refuse"],
    ] as const
  ).map(([name, handler, tail]): DashCase => ({ name, handler, method: "POST", path: (r) => `/api/dashboard/risk/reviews/${r}${tail}`, ref: () => riskRefs.review, body: { note: "Hijacked" }, param: "id" })),
  ...(
    [
      ["GET /api/dashboard/subscriptions/{id}", dSubscription, "GET", "", undefined],
      ["POST /api/dashboard/subscriptions/{id}/pause", dPauseSubscription, "POST", "/pause", {}],
      ["POST /api/dashboard/subscriptions/{id}/resume", dResumeSubscription, "POST", "/resume", {}],
      ["POST /api/dashboard/subscriptions/{id}/cancel", dCancelSubscription, "POST", "/cancel", { at_period_end: false }],
    ] as const
  ).map(([name, handler, method, tail, body]): DashCase => ({ name, handler, method, path: (r) => `/api/dashboard/subscriptions/${r}${tail}`, ref: () => billingRefs.subscription, body, param: "id" })),
  // A customer's saved payment methods and portal link, from the customer's page.
  { name: "GET /api/dashboard/customers/{id}/payment-methods", handler: dPaymentMethods, method: "GET", path: (r) => `/api/dashboard/customers/${r}/payment-methods`, ref: () => refs.customer, param: "id" },
  { name: "POST /api/dashboard/customers/{id}/portal-link", handler: dPortalLink, method: "POST", path: (r) => `/api/dashboard/customers/${r}/portal-link`, ref: () => refs.customer, body: {}, param: "id" },
  {
    name: "POST /api/dashboard/customers/{id}/payment-methods/{pm}/detach",
    handler: dDetachPaymentMethod,
    method: "POST",
    path: (r) => `/api/dashboard/customers/${refs.customer}/payment-methods/${r}/detach`,
    ref: () => billingRefs.paymentMethod,
    body: {},
    params: () => ({ id: refs.customer, pm: billingRefs.paymentMethod }),
  },
  ...(
    [
      ["GET /api/dashboard/invoices/{id}", dInvoice, "GET", "", undefined],
      ["PATCH /api/dashboard/invoices/{id}", dPatchInvoice, "PATCH", "", { description: "Hijacked" }],
      ["POST /api/dashboard/invoices/{id}/finalize", dFinalizeInvoice, "POST", "/finalize", {}],
      ["POST /api/dashboard/invoices/{id}/void", dVoidInvoice, "POST", "/void", {}],
      ["POST /api/dashboard/invoices/{id}/mark-uncollectible", dMarkInvoiceUncollectible, "POST", "/mark-uncollectible", {}],
      ["POST /api/dashboard/invoices/{id}/send", dSendInvoice, "POST", "/send", {}],
    ] as const
  ).map(([name, handler, method, tail, body]): DashCase => ({ name, handler, method, path: (r) => `/api/dashboard/invoices/${r}${tail}`, ref: () => billingRefs.invoice, body, param: "id" })),
  { name: "GET /api/dashboard/test-clocks/{id}", handler: dTestClock, method: "GET", path: (r) => `/api/dashboard/test-clocks/${r}`, ref: () => billingRefs.clock, param: "id" },
  { name: "POST /api/dashboard/test-clocks/{id}/advance", handler: dAdvanceTestClock, method: "POST", path: (r) => `/api/dashboard/test-clocks/${r}/advance`, ref: () => billingRefs.clock, body: { frozen_time: "2027-02-01T00:00:00Z" }, param: "id" },
  {
    name: "GET /api/dashboard/disputes/{id}/files/{fileId}",
    handler: dDisputeFile,
    method: "GET",
    path: (r) => `/api/dashboard/disputes/${r}/files/${disputeRefs.file}`,
    ref: () => disputeRefs.dispute,
    params: () => ({ id: disputeRefs.dispute, fileId: disputeRefs.file }),
  },
];

const ownerUser = (): SessionUser => ({ userId: owner.user.id, merchantId: owner.merchant.id, role: "owner" });
const strangerUser = (): SessionUser => ({ userId: stranger.user.id, merchantId: stranger.merchant.id, role: "owner" });

describe.each(dashboardCases)("dashboard $name", (c) => {
  const params = () => c.params?.() ?? { [c.param ?? "reference"]: c.ref() };
  const call = async (user: SessionUser, mode: DashboardMode) => {
    if (!c.form) return callAsUser(c.handler as never, user, { path: c.path(c.ref()), method: c.method, body: c.body, params: params(), mode });
    // A multipart upload: the browser's own Content-Type, with the session as callAsUser sends it.
    const headers = { host: "localhost", origin: "http://localhost", cookie: await sessionCookie(user, mode) };
    const res = await runInRequestScope(c.handler as never, new Request(`http://localhost${c.path(c.ref())}`, { method: c.method, headers, body: c.form() }), params());
    return { status: res.status, json: (await res.json()) as { error?: { code: string } } };
  };

  it("another merchant's session is NOT_FOUND and changes nothing", async () => {
    const before = await snapshot();
    const res = await call(strangerUser(), "test");
    expect(res.status).toBe(404);
    expect(res.json.error?.code).toBe("NOT_FOUND");
    expect(await snapshot()).toBe(before);
  });

  it.skipIf(c.acrossModes)("the owner's own session in the other mode is NOT_FOUND and changes nothing", async () => {
    const before = await snapshot();
    const res = await call(ownerUser(), "live");
    expect(res.status).toBe(404);
    expect(res.json.error?.code).toBe("NOT_FOUND");
    expect(await snapshot()).toBe(before);
  });
});

// ---------------------------------------------------------------------------------------------
// Lists and summaries: as another merchant, and as the owner in the other mode, the
// answer holds none of the owner's test-mode identifiers; as the owner it holds some (ownSees).
type ListCase = { name: string; handler: RouteHandler; path: string; via: "key" | "session"; ownSees: boolean };
const listCases: ListCase[] = [
  { name: "GET /v2/account", handler: getAccount, path: "/v2/account", via: "key", ownSees: false },
  { name: "GET /v2/balances", handler: getBalances, path: "/v2/balances", via: "key", ownSees: false },
  { name: "GET /v2/customers", handler: listCustomers, path: "/v2/customers", via: "key", ownSees: true },
  { name: "GET /v2/disputes", handler: listDisputes, path: "/v2/disputes?per_page=100", via: "key", ownSees: true },
  { name: "GET /api/dashboard/disputes", handler: dDisputes, path: "/api/dashboard/disputes?per_page=100", via: "session", ownSees: true },
  { name: "GET /api/dashboard/disputes/export", handler: dDisputesExport, path: "/api/dashboard/disputes/export", via: "session", ownSees: true },
  { name: "GET /v2/plans", handler: listPlans, path: "/v2/plans?per_page=100", via: "key", ownSees: true },
  { name: "GET /v2/risk/rules", handler: listRiskRules, path: "/v2/risk/rules", via: "key", ownSees: true },
  { name: "GET /v2/risk/lists", handler: listRiskLists, path: "/v2/risk/lists", via: "key", ownSees: true },
  { name: "GET /v2/risk/reviews", handler: listRiskReviews, path: "/v2/risk/reviews?per_page=100", via: "key", ownSees: true },
  { name: "GET /v2/subscriptions", handler: listSubscriptions, path: "/v2/subscriptions?per_page=100", via: "key", ownSees: true },
  { name: "GET /v2/invoices", handler: listInvoices, path: "/v2/invoices?per_page=100", via: "key", ownSees: true },
  { name: "GET /v2/events", handler: listEvents, path: "/v2/events?per_page=100", via: "key", ownSees: true },
  { name: "GET /v2/payments", handler: listPayments, path: "/v2/payments?per_page=100", via: "key", ownSees: true },
  { name: "GET /v2/payment-links", handler: listPaymentLinks, path: "/v2/payment-links", via: "key", ownSees: true },
  { name: "GET /v2/payouts", handler: listPayouts, path: "/v2/payouts", via: "key", ownSees: true },
  { name: "GET /v2/subaccounts", handler: listSubaccounts, path: "/v2/subaccounts", via: "key", ownSees: true },
  { name: "GET /v2/virtual-accounts", handler: listVirtualAccounts, path: "/v2/virtual-accounts", via: "key", ownSees: true },
  { name: "GET /v2/webhook-endpoints", handler: listEndpoints, path: "/v2/webhook-endpoints", via: "key", ownSees: true },
  { name: "GET /api/dashboard/api-keys", handler: dApiKeys, path: "/api/dashboard/api-keys", via: "session", ownSees: true },
  { name: "GET /api/dashboard/events", handler: dEvents, path: "/api/dashboard/events?per_page=100", via: "session", ownSees: true },
  { name: "GET /api/dashboard/balances", handler: dBalances, path: "/api/dashboard/balances", via: "session", ownSees: false },
  { name: "GET /api/dashboard/customers", handler: dCustomers, path: "/api/dashboard/customers", via: "session", ownSees: true },
  { name: "GET /api/dashboard/jobs", handler: dJobs, path: "/api/dashboard/jobs", via: "session", ownSees: true },
  { name: "GET /api/dashboard/overview", handler: dOverview, path: "/api/dashboard/overview", via: "session", ownSees: false },
  { name: "GET /api/dashboard/plans", handler: dPlans, path: "/api/dashboard/plans?per_page=100", via: "session", ownSees: true },
  { name: "GET /api/dashboard/risk/rules", handler: dRiskRules, path: "/api/dashboard/risk/rules", via: "session", ownSees: true },
  { name: "GET /api/dashboard/risk/lists", handler: dRiskLists, path: "/api/dashboard/risk/lists", via: "session", ownSees: true },
  { name: "GET /api/dashboard/risk/reviews", handler: dRiskReviews, path: "/api/dashboard/risk/reviews?per_page=100", via: "session", ownSees: true },
  { name: "GET /api/dashboard/subscriptions", handler: dSubscriptions, path: "/api/dashboard/subscriptions?per_page=100", via: "session", ownSees: true },
  { name: "GET /api/dashboard/invoices", handler: dInvoices, path: "/api/dashboard/invoices?per_page=100", via: "session", ownSees: true },
  { name: "GET /api/dashboard/test-clocks", handler: dTestClocks, path: "/api/dashboard/test-clocks", via: "session", ownSees: true },
  { name: "GET /api/dashboard/payments", handler: dPayments, path: "/api/dashboard/payments", via: "session", ownSees: true },
  { name: "GET /api/dashboard/payments/export", handler: dPaymentsExport, path: "/api/dashboard/payments/export", via: "session", ownSees: true },
  { name: "GET /api/dashboard/payment-links", handler: dPaymentLinks, path: "/api/dashboard/payment-links", via: "session", ownSees: true },
  { name: "GET /api/dashboard/payouts", handler: dPayouts, path: "/api/dashboard/payouts", via: "session", ownSees: true },
  { name: "GET /api/dashboard/settings", handler: dSettings, path: "/api/dashboard/settings", via: "session", ownSees: false },
  { name: "GET /api/dashboard/subaccounts", handler: dSubaccounts, path: "/api/dashboard/subaccounts", via: "session", ownSees: true },
  { name: "GET /api/dashboard/virtual-accounts", handler: dVirtualAccounts, path: "/api/dashboard/virtual-accounts", via: "session", ownSees: true },
  { name: "GET /api/dashboard/webhooks", handler: dWebhooks, path: "/api/dashboard/webhooks", via: "session", ownSees: true },
  { name: "GET /api/dashboard/processors", handler: dProcessors, path: "/api/dashboard/processors", via: "session", ownSees: true },
  { name: "GET /api/dashboard/reconciliation", handler: dReconciliationRuns, path: "/api/dashboard/reconciliation", via: "session", ownSees: true },
  // The go-live checklist names the owner's e-mail.
  { name: "GET /api/dashboard/activation", handler: dActivation, path: "/api/dashboard/activation", via: "session", ownSees: true },
];

/** Every identifier of the owner's test-mode objects that an answer could carry. */
const ownerTestModeIdentifiers = () => [...Object.values(refs), planRefs.plan, riskRefs.rule, riskRefs.list, riskRefs.import, riskRefs.review, ...Object.values(billingRefs), vaRefs.virtualAccount, linkRefs.link, linkRefs.ticket, disputeRefs.dispute, disputeRefs.file, "ct-claim", dashRefs.job, dashRefs.processorConnection, dashRefs.reconciliationRun, dashRefs.reconciliationItem, "ct-payout-otp", "ct-va"];
/** And of the owner's account itself (both modes): another merchant must never see these either. */
const ownerIdentifiers = () => [...ownerTestModeIdentifiers(), dashRefs.apiKey, owner.merchant.id, owner.user.email];

describe.each(listCases)("list $name", (c) => {
  const text = async (as: "owner" | "stranger", mode: DashboardMode) => {
    const res =
      c.via === "key"
        ? await c.handler(apiRequest(c.path, { key: (as === "owner" ? owner : stranger).keys[mode].secret }), { params: Promise.resolve({}) })
        : await responseAsUser(c.handler as never, as === "owner" ? ownerUser() : strangerUser(), { path: c.path, method: "GET", mode });
    expect(res.status, `${c.name} as ${as} in ${mode} mode`).toBe(200);
    return res.text();
  };

  it("as another merchant, and as the owner in the other mode, holds none of the owner's identifiers", async () => {
    for (const [as, mode] of [["stranger", "test"], ["stranger", "live"], ["owner", "live"]] as const) {
      const body = await text(as, mode);
      for (const id of as === "owner" ? ownerTestModeIdentifiers() : ownerIdentifiers()) expect(body, `${c.name} as ${as} in ${mode} mode shows ${id}`).not.toContain(id);
    }
  });

  it.runIf(c.ownSees)("as the owner in test mode, shows the owner's own objects (the check above can fail)", async () => {
    const body = await text("owner", "test");
    expect(ownerIdentifiers().filter((id) => body.includes(id)).length).toBeGreaterThan(0);
  });
});

// ---------------------------------------------------------------------------------------------
// Routes with no reference to another merchant's object, and why. Keyed "METHOD /pattern".
const NO_FOREIGN_REFERENCE: Record<string, string> = {
  ...Object.fromEntries(
    ["GET", "POST", "PUT", "PATCH", "DELETE"].flatMap((m) => [
      [`${m} /v1/[...path]`, "unknown /v1 paths: 404 whoever asks"],
      [`${m} /v2/[...path]`, "unknown /v2 paths: 404 whoever asks"],
    ]),
  ),
  "GET /v1/banks": "the bank list is the same for everyone (public data)",
  "GET /v2/banks": "the bank list is the same for everyone (public data)",
  "GET /v2/payment-methods": "the payment methods are the same for everyone (public data)",
  "GET /v2/openapi.json": "public document, tested above: the same answer for every caller",
  // The operator API acts for the installation, across merchants by design; no merchant key opens it
  // and no operator key opens a merchant route: tests/integration/api/operator-boundary.test.ts.
  "GET /v2/operator/merchants": "the operator API (installation-wide, operator keys only): api/operator-boundary",
  "POST /v2/operator/merchants": "the operator API (installation-wide, operator keys only): api/operator-boundary",
  "GET /v2/operator/merchants/[merchantId]": "the operator API (installation-wide, operator keys only): api/operator-boundary",
  "POST /v2/operator/merchants/[merchantId]/api-keys": "the operator API (installation-wide, operator keys only): api/operator-boundary",
  // No key and no merchant; the token names one processor connection, and objects of another connection are ignored (lib/processor-callbacks/handle-callback.ts).
  "POST /v2/processor-callbacks/[token]": "a processor's callback, by connection token: processors/connector-conformance (forged callbacks, unknown tokens)",
  "PUT /v2/processor-callbacks/[token]": "a processor's callback, by connection token: processors/connector-conformance (forged callbacks, unknown tokens)",
  "GET /v2/processor-callbacks/[token]": "a processor's callback, by connection token: processors/connector-conformance (forged callbacks, unknown tokens)",
  "POST /v1/transaction/initialize": "creates in the key's merchant and mode; a subaccount in the body: tested above (references inside bodies)",
  "POST /v2/payments/hosted": "creates in the key's merchant and mode; a subaccount in the body: tested above (references inside bodies)",
  "POST /v2/charges": "creates and charges in the key's merchant and mode; a subaccount in the body: tested above (references inside bodies)",
  "POST /v1/charges": "creates and charges in the key's merchant and mode; v1 charges take no split rules",
  "POST /v1/validate": "the charge is named in the body: tested above (POST /v1/validate?type=)",
  "POST /v2/splits/preview": "reads the key's own subaccounts only: tested above (references inside bodies)",
  "POST /v1/transfers": "creates a payout in the key's merchant and mode",
  "POST /v2/payouts": "creates a payout in the key's merchant and mode",
  "POST /v2/payouts/bulk": "creates a batch in the key's merchant and mode",
  "POST /v2/subaccounts": "creates in the key's merchant and mode",
  "POST /v2/plans": "creates in the key's merchant and mode",
  "POST /v2/risk/rules": "creates in the key's merchant and mode",
  "POST /v2/risk/lists": "creates in the key's merchant and mode",
  "POST /v2/subscriptions": "creates in the key's merchant and mode; the plan and test clock named in the body: tested above (references inside bodies)",
  "POST /v2/invoices": "creates a draft in the key's merchant and mode",
  "POST /v2/test-clocks": "creates a clock in the key's merchant (test mode)",
  // Another merchant's image or subaccount named in the body is NOT_FOUND (payment-links/payment-links-api.test.ts).
  "POST /v2/payment-links": "creates in the key's merchant and mode; an image_id or subaccount in the body: payment-links-api.test.ts",
  "POST /v2/payment-links/images": "stores an image in the key's merchant and mode",
  "POST /api/dashboard/payment-links": "creates in the session's merchant and mode; an image_id or subaccount in the body: payment-links-api.test.ts",
  "POST /api/dashboard/payment-links/images": "stores an image in the session's merchant and mode",
  "POST /v2/virtual-accounts": "creates in the key's merchant and mode",
  "POST /v2/webhook-endpoints": "creates in the key's merchant and mode",
  "POST /v2/balances/test-funds": "credits the key's own test balance",
  "POST /v2/disputes": "the payment is named in the body: tested above (a reversal claim on another merchant's payment)",
  "POST /api/dashboard/disputes": "the payment is named in the body: tested above (a reversal claim on another merchant's payment)",
  // A processor's callback names no merchant's object; its unguessable token picks the
  // connection, and the gateway re-reads the status from the processor (a hint, never trusted).
  ...Object.fromEntries(
    ["GET", "POST", "PUT"].map((m) => [`${m} /v2/processor-callbacks/[token]`, "the connection's unguessable token decides the connection; no key, no merchant reference"]),
  ),
  "POST /api/dashboard/api-keys": "creates a key for the session's merchant",
  "POST /api/dashboard/plans": "creates a plan in the session's merchant and mode",
  "POST /api/dashboard/risk/rules": "creates a rule in the session's merchant and mode",
  "POST /api/dashboard/risk/lists": "creates a list in the session's merchant and mode",
  "POST /api/dashboard/invoices": "creates a draft in the session's merchant and mode",
  "POST /api/dashboard/test-clocks": "creates a clock in the session's merchant (test mode)",
  "POST /api/dashboard/balances/test-funds": "credits the session's own test balance",
  "GET /api/dashboard/banks": "the bank list is the same for everyone (public data)",
  "POST /api/dashboard/mode": "sets the user's own mode cookie",
  "POST /api/dashboard/payments": "creates a payment for the session's merchant",
  "POST /api/dashboard/payouts": "creates a payout for the session's merchant",
  "POST /api/dashboard/payouts/bulk": "creates a batch for the session's merchant",
  "POST /api/dashboard/payouts/bulk/preview": "checks an uploaded file; reads nothing of another merchant",
  "GET /api/dashboard/payouts/quote": "a fee quote from the session's own settings",
  "PATCH /api/dashboard/settings": "changes the session's own merchant",
  "PUT /api/dashboard/activation/business": "changes the session's own merchant's go-live checklist",
  "PUT /api/dashboard/activation/settlement-account": "changes the session's own merchant's go-live checklist",
  "POST /api/dashboard/activation/email-verification": "sends the session's own merchant's owner a link",
  "POST /api/dashboard/activation/email-verification/confirm": "verifies the session's own merchant's e-mail",
  "POST /api/dashboard/activation/submit": "submits the session's own merchant's checklist",
  "POST /api/dashboard/activation/live-key": "creates the session's own merchant's live key, once",
  "POST /api/dashboard/signup": "creates a new merchant; no session",
  "POST /api/dashboard/password-reset": "no session; the e-mail decides the user, and the answer is the same for any address",
  "POST /api/dashboard/password-reset/confirm": "the reset token decides the user; no session",
  "POST /api/dashboard/subaccounts": "creates for the session's merchant",
  "POST /api/dashboard/virtual-accounts": "creates for the session's merchant",
  "POST /api/dashboard/webhooks": "creates an endpoint for the session's merchant",
  "POST /api/dashboard/processors": "connects a processor account of the session's merchant",
  "POST /api/dashboard/reconciliation": "reconciles a connection named in the body: another merchant's, the installation's or the other mode's is NOT_FOUND (reconciliation/dashboard-reconciliation.test.ts)",
  // Both count and file the session's own merchant's payments only; tested in
  // tests/integration/payments/customer-backfill.test.ts with another merchant's payments.
  "GET /api/dashboard/customers/backfill": "counts the session's own merchant's payments: customer-backfill.test.ts",
  "POST /api/dashboard/customers/backfill": "files the session's own merchant's payments: customer-backfill.test.ts",
  // Two-factor sign-in: each acts on the session's own user and merchant; tested in
  // "the dashboard two-factor routes" below with another merchant's owner.
  "GET /api/dashboard/two-factor": "reads the session's own user: tested below (the dashboard two-factor routes)",
  "POST /api/dashboard/two-factor/enrolment": "acts on the session's own user: tested below",
  "POST /api/dashboard/two-factor/enrolment/confirm": "acts on the session's own user: tested below",
  "POST /api/dashboard/two-factor/disable": "acts on the session's own user: tested below",
  "PATCH /api/dashboard/two-factor/policy": "acts on the session's own merchant: tested below",
  "GET /api/dashboard/audit": "the session's own merchant's records: tested below (the audit log), with every filter",
  "GET /api/dashboard/audit/export": "the session's own merchant's records: tested below (the audit log), with every filter",
  // The team: tested below (the team's dashboard routes) with another merchant's references.
  "GET /api/dashboard/team": "the session's own team: tested below (the team's dashboard routes)",
  "POST /api/dashboard/team/invites": "invites to the session's own merchant",
  "POST /api/dashboard/team/invites/accept": "the invite token decides the merchant; no session",
  "POST /api/dashboard/team/invites/[id]/reissue": "tested below (the team's dashboard routes): another merchant's invite is NOT_FOUND",
  "POST /api/dashboard/team/invites/[id]/revoke": "tested below (the team's dashboard routes): another merchant's invite is NOT_FOUND",
  "PATCH /api/dashboard/team/members/[id]": "tested below (the team's dashboard routes): another merchant's member is NOT_FOUND",
  "DELETE /api/dashboard/team/members/[id]": "tested below (the team's dashboard routes): another merchant's member is NOT_FOUND",
  "POST /api/dashboard/team/transfer-ownership": "tested below (the team's dashboard routes): another merchant's member is NOT_FOUND",
  "PUT /api/dashboard/team/support-refund-limits": "changes the session's own merchant: tested below",
  // The session's own merchant's thresholds, tested below.
  "GET /api/dashboard/payouts/approval-thresholds": "reads the session's own merchant: tested below (payout approval thresholds)",
  "PUT /api/dashboard/payouts/approval-thresholds": "changes the session's own merchant: tested below (payout approval thresholds)",
};

describe("every route has an entry (generated from the route files)", () => {
  const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"];
  const routeFiles = appRoutes().filter((r) => r.kind === "route" && /^\/(v1|v2|api\/dashboard)(\/|$)/.test(r.pattern));

  it("finds the API's and the dashboard's route files", () => {
    expect(routeFiles.length).toBeGreaterThan(90);
  });

  it("each implemented method of each route is in a table above, and each reason names a real route", async () => {
    const tabled = new Set<unknown>([...cases, ...v1Cases, ...dashboardCases, ...listCases].map((c) => c.handler));
    const missing: string[] = [];
    const seen = new Set<string>();
    for (const route of routeFiles) {
      const mod = (await import(/* @vite-ignore */ `@/${route.file.replace(/\.ts$/, "")}`)) as Record<string, RouteHandler | undefined>;
      const params = Object.fromEntries(paramNames(route.pattern).map((n) => [n, "x"]));
      // The methods a route implements: its OPTIONS answer's Allow (dashboardRoutes/apiRoutes), else its exports.
      const options = mod.OPTIONS ? await mod.OPTIONS(new Request(`http://localhost${route.pattern}`, { method: "OPTIONS" }), { params: Promise.resolve(params) }) : null;
      const allow = options?.headers.get("allow")?.split(/,\s*/) ?? METHODS.filter((m) => mod[m]);
      for (const method of allow.filter((m) => METHODS.includes(m))) {
        const key = `${method} ${route.pattern}`;
        seen.add(key);
        if (!tabled.has(mod[method]) && !NO_FOREIGN_REFERENCE[key]) missing.push(`${key} (${route.file})`);
      }
    }
    expect(missing, "routes with no cross-tenant entry: add one (see the header of this file)").toEqual([]);
    expect(Object.keys(NO_FOREIGN_REFERENCE).filter((key) => !seen.has(key)), "reasons for routes that do not exist").toEqual([]);
  });
});

// Dashboard two-factor routes: they act on the signed-in user and their own merchant
// only. Another merchant's owner, calling each of them, changes nothing of this merchant's and
// reads nothing of it.
describe("the dashboard two-factor routes", () => {
  it("another merchant's owner reads and changes only their own user and merchant", async () => {
    const { callAsUser } = await import("@/tests/support/dashboard-session");
    const { startTwoFactorEnrolment } = await import("@/lib/auth/two-factor/start-two-factor-enrolment");
    const { confirmTwoFactorEnrolment } = await import("@/lib/auth/two-factor/confirm-two-factor-enrolment");
    const { setTwoFactorPolicy } = await import("@/lib/auth/two-factor/set-two-factor-policy");
    const { totpCodeAt } = await import("@/lib/auth/two-factor/totp");
    const { GET: status } = await import("@/app/api/dashboard/two-factor/route");
    const { POST: enrol } = await import("@/app/api/dashboard/two-factor/enrolment/route");
    const { POST: confirm } = await import("@/app/api/dashboard/two-factor/enrolment/confirm/route");
    const { POST: disable } = await import("@/app/api/dashboard/two-factor/disable/route");
    const { PATCH: policy } = await import("@/app/api/dashboard/two-factor/policy/route");

    // This merchant's owner has two-factor sign-in on, and the team requires it.
    const actor = { type: "dashboard" as const, userId: owner.user.id };
    const { secret } = await startTwoFactorEnrolment(db(), { userId: owner.user.id });
    const { recovery_codes } = await db().$transaction((tx) => confirmTwoFactorEnrolment(tx, { userId: owner.user.id, merchantId: owner.merchant.id, actor, code: totpCodeAt(secret, new Date()) }));
    await db().$transaction((tx) => setTwoFactorPolicy(tx, { merchantId: owner.merchant.id, userId: owner.user.id, actor, required: true }));
    const state = async () =>
      JSON.stringify({
        user: await db().user.findUniqueOrThrow({ where: { id: owner.user.id }, select: { totpSecret: true, totpEnabledAt: true, totpLastStep: true } }),
        merchant: await db().merchant.findUniqueOrThrow({ where: { id: owner.merchant.id }, select: { requireTwoFactor: true } }),
        codes: await db().recoveryCode.findMany({ where: { userId: owner.user.id }, orderBy: { id: "asc" } }),
        audits: await db().auditLog.count({ where: { merchantId: owner.merchant.id } }),
      });
    const before = await state();

    const intruder = { userId: stranger.user.id, merchantId: stranger.merchant.id, role: "owner" as const };
    const read = await callAsUser(status, intruder, { path: "/api/dashboard/two-factor" });
    expect(read.json.data).toEqual({ enabled: false, pending: false, recovery_codes_remaining: 0, required_for_team: false });
    // The owner's codes mean nothing to another user: refused, and nothing of the owner's is used.
    for (const code of [totpCodeAt(secret, new Date()), recovery_codes[0]]) {
      expect((await callAsUser(confirm, intruder, { path: "/api/dashboard/two-factor/enrolment/confirm", body: { code } })).status).toBe(409);
      expect((await callAsUser(disable, intruder, { path: "/api/dashboard/two-factor/disable", body: { code } })).status).toBe(409);
    }
    const theirs = await callAsUser(enrol, intruder, { path: "/api/dashboard/two-factor/enrolment", body: {} });
    expect(theirs.status).toBe(201);
    expect((await callAsUser(policy, intruder, { path: "/api/dashboard/two-factor/policy", method: "PATCH", body: { required: false } })).json.data).toEqual({ required_for_team: false, changed: false });
    expect(await state()).toBe(before);
    // The stranger's enrolment started on the stranger's own user (the secret is stored encrypted, bound to that user).
    const { openTotpSecret } = await import("@/lib/auth/two-factor/totp-secret-at-rest");
    const stored = (await db().user.findUniqueOrThrow({ where: { id: stranger.user.id } })).totpSecret!;
    expect(stored).toMatch(/^enc1:/);
    expect(openTotpSecret(stranger.user.id, stored)).toMatch(/^[A-Z2-7]{32}$/);
    expect(openTotpSecret(stranger.user.id, stored)).toBe(theirs.json.data.secret);
  });
});

describe("the audit log (dashboard)", () => {
  it("another merchant's owner never sees this merchant's records, whatever the filter names", async () => {
    const ownerKey = await db().apiKey.findFirstOrThrow({ where: { merchantId: owner.merchant.id, mode: "test", kind: "secret" } });
    const ours = await db().auditLog.findMany({ where: { merchantId: owner.merchant.id }, select: { id: true } });
    expect(ours.length).toBeGreaterThan(10);
    const them = { userId: stranger.user.id, merchantId: stranger.merchant.id, role: "owner" as const };
    for (const qs of ["", `?actor=user:${owner.user.id}`, `?actor=key:${ownerKey.id}`, "?action=payout.*", "?actor=api"]) {
      const { status, json } = await callAsUser(listAudit, them, { path: `/api/dashboard/audit${qs}` });
      expect(status).toBe(200);
      const ids = (json.data.items as { id: string }[]).map((r) => r.id);
      expect(ids.filter((id) => ours.some((o) => o.id === id))).toEqual([]);
      const csv = await (await responseAsUser(exportAudit, them, { path: `/api/dashboard/audit/export${qs}` })).text();
      for (const o of ours) expect(csv).not.toContain(o.id);
      expect(csv).not.toContain(owner.user.id);
      expect(csv).not.toContain(refs.webhookEndpoint);
      expect(csv.trimEnd().split("\n")[0]).toMatch(/^id,created_at,/);
    }
  });
});

// The team's dashboard JSON routes: another merchant's owner, with a valid session,
// names this merchant's invite or member: NOT_FOUND, nothing written; the team list is their own.
describe("the team's dashboard routes", () => {
  const team = { invite: "", member: "" };
  let ownerUser: SessionUser;
  let strangerUser: SessionUser;
  beforeAll(async () => {
    const { POST: postInvite } = await import("@/app/api/dashboard/team/invites/route");
    ownerUser = { userId: owner.user.id, merchantId: owner.merchant.id, role: "owner" };
    strangerUser = { userId: stranger.user.id, merchantId: stranger.merchant.id, role: "owner" };
    const res = await callAsUser(postInvite, ownerUser, { path: "/api/dashboard/team/invites", body: { email: "ct-invitee@example.test", role: "viewer" } });
    team.invite = res.json.data.invite.id;
    team.member = (await db().membership.findFirstOrThrow({ where: { merchantId: owner.merchant.id } })).id;
  });
  const teamSnapshot = async () =>
    JSON.stringify([await db().invite.findMany({ orderBy: { id: "asc" } }), await db().membership.findMany({ orderBy: { id: "asc" } }), await db().auditLog.count()]);

  it.each([
    ["POST /api/dashboard/team/invites/{id}/reissue", "invites/[id]/reissue", "POST", () => team.invite, {}],
    ["POST /api/dashboard/team/invites/{id}/revoke", "invites/[id]/revoke", "POST", () => team.invite, {}],
    ["PATCH /api/dashboard/team/members/{id}", "members/[id]", "PATCH", () => team.member, { role: "viewer" }],
    ["DELETE /api/dashboard/team/members/{id}", "members/[id]", "DELETE", () => team.member, undefined],
    ["POST /api/dashboard/team/transfer-ownership", "transfer-ownership", "POST", () => team.member, "member_id"],
  ] as const)("%s with another merchant's reference is NOT_FOUND and changes nothing", async (_name, route, method, ref, body) => {
    const mod = (await import(`@/app/api/dashboard/team/${route}/route`)) as Record<string, Parameters<typeof callAsUser>[0]>;
    const before = await teamSnapshot();
    const res = await callAsUser(mod[method], strangerUser, {
      path: `/api/dashboard/team/${route.replace("[id]", ref())}`,
      method,
      params: { id: ref() },
      body: body === "member_id" ? { member_id: ref() } : body,
    });
    expect(res.status).toBe(404);
    expect(res.json.error?.code).toBe("NOT_FOUND");
    expect(await teamSnapshot()).toBe(before);
  });

  it("GET /api/dashboard/team and PUT support-refund-limits show and change only the caller's own merchant", async () => {
    const { GET: getTeam } = await import("@/app/api/dashboard/team/route");
    const { PUT: putLimit } = await import("@/app/api/dashboard/team/support-refund-limits/route");
    const theirs = await callAsUser(getTeam, strangerUser, { path: "/api/dashboard/team" });
    expect(theirs.json.data.members.map((m: { user_id: string }) => m.user_id)).toEqual([stranger.user.id]);
    expect(theirs.json.data.invites).toEqual([]);
    await callAsUser(putLimit, strangerUser, { path: "/api/dashboard/team/support-refund-limits", method: "PUT", body: { currency: "ETB", amount: 5 } });
    expect((await db().merchant.findUniqueOrThrow({ where: { id: owner.merchant.id } })).supportRefundLimits).toEqual({});
  });

  it("payout approval thresholds: another merchant's owner reads and sets only their own", async () => {
    const { GET: getThresholds, PUT: putThreshold } = await import("@/app/api/dashboard/payouts/approval-thresholds/route");
    await callAsUser(putThreshold, ownerUser, { path: "/api/dashboard/payouts/approval-thresholds", method: "PUT", body: { currency: "ETB", amount: 700 } });
    const theirs = await callAsUser(getThresholds, strangerUser, { path: "/api/dashboard/payouts/approval-thresholds" });
    expect(theirs.json.data).toEqual({ thresholds: {} });
    const set = await callAsUser(putThreshold, strangerUser, { path: "/api/dashboard/payouts/approval-thresholds", method: "PUT", body: { currency: "ETB", amount: 5 } });
    expect(set.json.data).toEqual({ thresholds: { ETB: 5 } });
    expect((await db().merchant.findUniqueOrThrow({ where: { id: owner.merchant.id } })).payoutApprovalThresholds).toEqual({ ETB: "70000" });
    await callAsUser(putThreshold, ownerUser, { path: "/api/dashboard/payouts/approval-thresholds", method: "PUT", body: { currency: "ETB", amount: null } });
  });
});
