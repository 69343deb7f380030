// Time running out, said before it does: a payment link with an end says until when on its page
// (within the hour, how soon), the checkout warns in its last 15 minutes, and an expired checkout
// of a link payment offers to start again on the link's page while the link is open, rather than
// telling the customer to ask for a new link.
import { beforeAll, describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { setupTestDatabase } from "@/tests/support/database";
import { createTestMerchant } from "@/tests/factories/merchants";
import { createPaymentLink } from "@/tests/factories/payment-link";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { GET as getLinkPage, POST as postLinkPage } from "@/app/l/[slug]/route";
import { GET as checkoutPage } from "@/app/checkout/[token]/route";

setupTestDatabase();

let merchantId: string;
beforeAll(async () => {
  const m = await createTestMerchant({ name: "Lalibela Tours" });
  merchantId = m.merchant.id;
  await db().merchant.update({ where: { id: merchantId }, data: { timeZone: "Africa/Addis_Ababa" } });
});

const own = () => new URL(env().publicBaseUrl).origin;
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/&#x27;|&#39;/g, "'").replace(/\s+/g, " ");

async function linkPage(slug: string) {
  return text(await (await getLinkPage(new Request(`${own()}/l/${slug}`), { params: Promise.resolve({ slug }) })).text());
}

async function startPayment(slug: string): Promise<string> {
  const res = await postLinkPage(
    new Request(`${own()}/l/${slug}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: own(), "sec-fetch-site": "same-origin" },
      body: new URLSearchParams({ first_name: "Hana", email: "hana@example.test" }).toString(),
    }),
    { params: Promise.resolve({ slug }) },
  );
  expect(res.status).toBe(303);
  return (res.headers.get("location") ?? "").split("/checkout/")[1];
}

async function checkout(token: string) {
  const request = new NextRequest(`${own()}/checkout/${token}`, { headers: { "x-nonce": "n0nce" } });
  return (await checkoutPage(request, { params: Promise.resolve({ token }) })).text();
}

describe("a link's end, and a checkout's", () => {
  it("the link page says until when it takes payments, on the merchant's clock, and how soon within the hour", async () => {
    const later = await createPaymentLink({ merchantId, amount: 10, expiresAt: new Date(Date.now() + 3 * 86_400_000) });
    expect(await linkPage(later.slug)).toMatch(/This page takes payments until \d{1,2} \w{3} \d{4}, \d{2}:\d{2} East Africa Time \(Addis Ababa\)\./);
    const soon = await createPaymentLink({ merchantId, amount: 10, expiresAt: new Date(Date.now() + 5 * 60_000 + 30_000) });
    expect(await linkPage(soon.slug)).toMatch(/This page takes payments until .* East Africa Time \(Addis Ababa\), about 5 minutes from now\./);
    const open = await createPaymentLink({ merchantId, amount: 10 });
    expect(await linkPage(open.slug)).not.toContain("This page takes payments until");
  });

  it("the checkout warns in its last 15 minutes, and an expired one starts again on the link's open page", async () => {
    const link = await createPaymentLink({ merchantId, amount: 10 });
    const token = await startPayment(link.slug);
    expect(text(await checkout(token))).not.toContain("Pay by");

    await db().payment.update({ where: { checkoutToken: token }, data: { expiresAt: new Date(Date.now() + 4 * 60_000 + 30_000) } });
    expect(text(await checkout(token))).toMatch(/Pay by \d{2}:\d{2} \(East Africa Time\): about 4 minutes left\. After that this page takes no payment and nothing is charged\./);

    await db().payment.update({ where: { checkoutToken: token }, data: { expiresAt: new Date(Date.now() - 1_000) } });
    const expired = await checkout(token);
    expect(text(expired)).toContain("This payment link has expired");
    expect(text(expired)).toContain("Lalibela Tours's payment page is still open: start again there.");
    expect(expired).toMatch(new RegExp(`<a[^>]*href="/l/${link.slug}"[^>]*>Start a new payment</a>`));

    // A new payment from there, with its own time to pay.
    const again = await startPayment(link.slug);
    expect(again).not.toBe(token);
    expect(text(await checkout(again))).toContain("Pay with");
  });

  it("an expired checkout of a link no longer open, or of no link, says to ask for a new one", async () => {
    const link = await createPaymentLink({ merchantId, amount: 10 });
    const token = await startPayment(link.slug);
    await db().paymentLink.update({ where: { id: link.id }, data: { active: false } });
    await db().payment.update({ where: { checkoutToken: token }, data: { expiresAt: new Date(Date.now() - 1_000) } });
    const html = await checkout(token);
    expect(text(html)).toContain("Ask Lalibela Tours for a new payment link.");
    expect(html).not.toContain("Start a new payment");
  });
});
