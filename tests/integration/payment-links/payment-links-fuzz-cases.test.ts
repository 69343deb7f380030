// The payment links' fuzz operations (tests/e2e/fuzz/operations.ts) sampled and sent to
// the real route handlers in this process, on seeded objects like the fuzz harness's: every case
// answers the code it expects and writes nothing. The full fuzz suite runs them against a server
// (tests/e2e/fuzz.spec.ts); this catches a wrong expectation without a build.
import { beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { createTestMerchant } from "@/tests/factories/merchants";
import { createSubaccountFor } from "@/tests/factories/subaccounts";
import { createHostedPaymentFor } from "@/tests/factories/payments";
import { createLinkFor, eventLinkBody, multipartRequest, PNG_BYTES } from "@/tests/factories/payment-links-api";
import { inProcessTargets, operationNames, wrongAnswers, type InProcessRoute } from "@/tests/support/in-process-fuzz";
import type { Targets } from "@/tests/e2e/fuzz/harness";
import { POST as uploadImage } from "@/app/v2/payment-links/images/route";
import { db } from "@/lib/db";
import { newId } from "@/lib/ids";

setupTestDatabase();

const ROUTES: InProcessRoute[] = [
  { re: /^\/v2\/payment-links$/, names: [], load: () => import("@/app/v2/payment-links/route") },
  { re: /^\/v2\/payment-links\/images$/, names: [], load: () => import("@/app/v2/payment-links/images/route") },
  { re: /^\/v2\/payment-links\/([^/]+)$/, names: ["id"], load: () => import("@/app/v2/payment-links/[id]/route") },
  { re: /^\/v2\/payment-links\/([^/]+)\/deactivate$/, names: ["id"], load: () => import("@/app/v2/payment-links/[id]/deactivate/route") },
  { re: /^\/v2\/payment-links\/([^/]+)\/tickets$/, names: ["id"], load: () => import("@/app/v2/payment-links/[id]/tickets/route") },
  { re: /^\/v2\/payment-links\/([^/]+)\/tickets\/([^/]+)\/check-in$/, names: ["id", "reference"], load: () => import("@/app/v2/payment-links/[id]/tickets/[reference]/check-in/route") },
];

let targets: Targets;
beforeAll(async () => {
  const m = await createTestMerchant();
  const key = m.keys.test.secret;
  const active = await createSubaccountFor(key);
  const inactive = await createSubaccountFor(key);
  await db().subaccount.update({ where: { id: inactive }, data: { active: false } });
  const image = (await (await uploadImage(multipartRequest("/v2/payment-links/images", { key, bytes: PNG_BYTES }), { params: Promise.resolve({}) })).json()).data.id;
  const donation = (await createLinkFor(key)).id;
  const event = await createLinkFor(key, eventLinkBody);
  const payment = await createHostedPaymentFor(key);
  const ticket = (reference: string, status: string, checkedInAt: Date | null) =>
    db().ticket.create({ data: { id: newId("tkt"), merchantId: m.merchant.id, mode: "test", linkId: event.id, ticketTypeId: event.ticket_types![0].id, paymentId: payment.reference, status, attendeeName: "F", reference, checkedInAt } });
  await ticket("TKT-2345-6789", "held", null);
  await ticket("TKT-3456-789A", "paid", new Date());
  targets = inProcessTargets({ merchantId: m.merchant.id, key, active, inactive, paymentLink: { image, donation, event: event.id, heldTicket: "TKT-2345-6789", checkedInTicket: "TKT-3456-789A" } });
});

const written = async () =>
  JSON.stringify(
    await Promise.all([db().paymentLink.findMany({ orderBy: { id: "asc" } }), db().ticket.findMany({ orderBy: { id: "asc" } }), db().paymentLinkImage.count(), db().auditLog.count(), db().ticketType.findMany({ orderBy: { id: "asc" } })]),
    (_k, v) => (typeof v === "bigint" ? String(v) : v),
  );

const names = operationNames("/v2/payment-links");

describe("the payment links' fuzz cases, in process", () => {
  it("names every payment links operation", () => expect(names).toHaveLength(8));

  it.each(names)("%s: each sampled case answers its expected code and writes nothing", async (operation) => {
    const before = await written();
    const { sampled, wrong } = await wrongAnswers({ operation, targets, routes: ROUTES, seed: 29, samples: Number(process.env.FUZZ_LINK_SAMPLES ?? 60) });
    expect(sampled).toBeGreaterThan(10);
    expect(wrong).toEqual([]);
    expect(await written()).toBe(before);
  }, 300_000);
});
