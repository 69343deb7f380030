// A refund in full voids an event payment's tickets: the list shows them `void` (and filters by
// it), the door's check-in refuses them with the reason, and the receipt says so without a code to
// scan. A partial refund leaves every ticket valid. `void` is read from the payment's status, never
// written on the ticket, so nothing here changes a ticket row.
import { beforeAll, describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { setupTestDatabase } from "@/tests/support/database";
import { checkLedgerAfterEach } from "@/tests/support/ledger";
import { apiRequest, createTestMerchant } from "@/tests/factories/merchants";
import { cardAttempt } from "@/tests/factories/payments";
import { createEventPayment } from "@/tests/support/event-payment";
import { addTestFundsFor } from "@/tests/factories/funds";
import { db } from "@/lib/db";
import { submitPaymentAttempt } from "@/lib/payments/attempts/submit-payment-attempt";
import { ticketStatus } from "@/lib/link-tickets/ticket-view";
import { GET as receiptRoute } from "@/app/checkout/[token]/receipt/route";
import { POST as refundRoute } from "@/app/v2/payments/[reference]/refunds/route";
import { GET as listTickets } from "@/app/v2/payment-links/[id]/tickets/route";
import { POST as checkIn } from "@/app/v2/payment-links/[id]/tickets/[reference]/check-in/route";

setupTestDatabase();
checkLedgerAfterEach();

let shop: Awaited<ReturnType<typeof createTestMerchant>>;
beforeAll(async () => {
  shop = await createTestMerchant({ name: "Void Tickets Hall" });
  // A refund in full gives back more than the payment left after its fee: the balance covers it.
  await addTestFundsFor(shop.keys.test.secret, 100, "USD");
});

async function refund(reference: string, body: Record<string, unknown>) {
  const res = await refundRoute(apiRequest(`/v2/payments/${reference}/refunds`, { key: shop.keys.test.secret, body }), { params: Promise.resolve({ reference }) });
  expect(res.status, await res.clone().text()).toBe(201);
}

async function tickets(linkId: string, status?: string) {
  const path = `/v2/payment-links/${linkId}/tickets${status ? `?status=${status}` : ""}`;
  const res = await listTickets(apiRequest(path, { key: shop.keys.test.secret }), { params: Promise.resolve({ id: linkId }) });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { items: { reference: string; status: string }[] } }).data.items;
}

async function checkInAt(linkId: string, reference: string) {
  const res = await checkIn(apiRequest(`/v2/payment-links/${linkId}/tickets/${reference}/check-in`, { key: shop.keys.test.secret, method: "POST" }), { params: Promise.resolve({ id: linkId, reference }) });
  return { status: res.status, json: (await res.json()) as { message: string; error?: { code: string; details: unknown }; data?: { checked_in_at: string } } };
}

async function receiptText(token: string) {
  const res = await receiptRoute(new NextRequest(`http://localhost/checkout/${token}/receipt`, { headers: { "x-nonce": "n0nce" } }), { params: Promise.resolve({ token }) });
  return res.text();
}

describe("the tickets of a refunded event payment", () => {
  it("stay valid after a partial refund, and are void after a refund in full: listed, filtered, refused at the door, and said on the receipt", async () => {
    const event = await createEventPayment(shop, { attendees: ["Abebe Kebede", "Hana Tesfaye"], price: 25 });
    expect((await submitPaymentAttempt(event.token, cardAttempt())).status).toBe("success");
    const [first, second] = event.ticketReferences;
    expect((await checkInAt(event.linkId, first)).status).toBe(200);

    await refund(event.reference, { amount: 25 });
    expect((await tickets(event.linkId)).map((t) => t.status)).toEqual(["paid", "paid"]);
    const ticketRows = await db().ticket.findMany({ where: { paymentId: event.reference }, orderBy: { id: "asc" } });

    await refund(event.reference, {});
    expect((await tickets(event.linkId)).map((t) => t.status)).toEqual(["void", "void"]);
    expect((await tickets(event.linkId, "void")).map((t) => t.reference).sort()).toEqual([first, second].sort());
    expect(await tickets(event.linkId, "paid")).toEqual([]);
    // Derived, not written: the rows are as they were.
    expect(await db().ticket.findMany({ where: { paymentId: event.reference }, orderBy: { id: "asc" } })).toEqual(ticketRows);

    const refused = await checkInAt(event.linkId, second);
    expect(refused).toMatchObject({ status: 409, json: { message: `ticket ${second} is void: its payment was refunded in full`, error: { code: "INVALID_STATE", details: { status: "void" } } } });
    expect((await db().ticket.findFirstOrThrow({ where: { reference: second } })).checkedInAt).toBeNull();

    const html = await receiptText(event.token);
    expect(html.match(/Void \(refunded\)/g)).toHaveLength(2);
    expect(html).toContain("these tickets no longer admit");
    expect(html).not.toContain('aria-label="QR code of ticket');
  });

  it("is the payment's word: a paid ticket is void only while its payment is refunded in full", () => {
    expect(ticketStatus({ status: "paid" }, "fully_refunded")).toBe("void");
    expect(ticketStatus({ status: "paid" }, "partially_refunded")).toBe("paid");
    // A refund the processor refused moves the payment back: its tickets admit again.
    expect(ticketStatus({ status: "paid" }, "success")).toBe("paid");
    expect(ticketStatus({ status: "released" }, "fully_refunded")).toBe("released");
  });
});
