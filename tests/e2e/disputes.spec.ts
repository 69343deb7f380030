// The dispute pages in Chromium against `next start`: a test-mode UGX payment paid by MTN MoMo
// through the simulator; from its page the owner records the customer's reversal claim, lands on
// the dispute's page (held amount, "kept as your record"), stages text evidence, is refused a file
// of the wrong type and one over 5 MB with the server's message, uploads a small PDF and downloads
// it back, submits after the confirm step (then nothing is editable), and marks the claim reversed
// (closed, lost). The Disputes list shows it under "Closed", not under "Open", and its CSV download
// holds it.
import fs from "node:fs";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { expectAccessible, seed, signIn } from "./support";

test.use({ bypassCSP: true });
test.setTimeout(120_000);

const auth = () => ({ Authorization: `Bearer ${seed().keys.test.secret}` });

/** A hosted UGX payment paid through the checkout form by MTN MoMo (a number ending 0001 succeeds at once). */
async function paidMobileMoneyPayment(request: APIRequestContext, baseURL: string): Promise<string> {
  const res = await request.post("/v2/payments/hosted", { headers: auth(), data: { amount: 25000, currency: "UGX" } });
  expect(res.status(), await res.text()).toBe(201);
  const created = (await res.json()).data as { gateway_reference: string; checkout_url: string };
  const pay = await request.post(`/checkout/${created.checkout_url.split("/checkout/")[1]}/pay`, {
    headers: { Origin: baseURL },
    form: { method: "mtn_momo", phone_number: "0772120001" },
    maxRedirects: 0,
  });
  expect(pay.status()).toBe(303);
  const verify = await request.get(`/v2/payments/${created.gateway_reference}/verify`, { headers: auth() });
  expect((await verify.json()).data).toMatchObject({ status: "success", payment_method: "mtn_momo" });
  return created.gateway_reference;
}

async function apiDispute(request: APIRequestContext, id: string) {
  const res = await request.get(`/v2/disputes/${id}`, { headers: auth() });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).data as { status: string; outcome: string | null; evidence: Record<string, string>; evidence_details: { submission_count: number }; files: { file_name: string; sha256: string }[] };
}

test("a reversal claim recorded from its payment, answered with text and a PDF, submitted once and marked reversed", async ({ page, request, baseURL }) => {
  const payment = await paidMobileMoneyPayment(request, baseURL!);
  const operatorReference = `MTN-REV-${Date.now()}`;
  await signIn(page);

  let disputeId = "";
  await test.step("the payment page records the claim and leads to the dispute", async () => {
    await page.goto(`/dashboard/payments/${payment}`);
    const card = page.getByRole("region", { name: "Disputes" });
    await expect(card).toContainText("No disputes.");
    await card.getByRole("button", { name: "Record reversal claim" }).click();
    const dialog = page.getByRole("dialog", { name: "Record reversal claim" });
    // The operator's reference is required: checked before anything is sent.
    await dialog.getByRole("button", { name: "Record claim" }).click();
    await expect(dialog.getByText("Enter the operator's reference")).toBeVisible();
    await dialog.getByLabel("Operator reference").fill(operatorReference);
    await dialog.getByLabel("Reason").selectOption("unrecognized");
    await dialog.getByLabel("Note (optional)").fill("Customer care ticket opened on the customer's call.");
    await dialog.getByRole("button", { name: "Record claim" }).click();
    await expect(page).toHaveURL(/\/dashboard\/disputes\/dp_[0-9A-Za-z]{22}$/);
    disputeId = new URL(page.url()).pathname.split("/").pop()!;
    await expect(page.getByRole("heading", { level: 1, name: "UGX 25,000" })).toBeVisible();
    const facts = page.getByRole("region", { name: "Details" });
    await expect(facts).toContainText(operatorReference);
    await expect(facts.getByRole("link", { name: payment })).toHaveAttribute("href", `/dashboard/payments/${payment}`);
    await expect(page.getByRole("region", { name: "Where evidence goes" })).toContainText("Kept as your record");
    await expect(page.getByRole("region", { name: "Balance movements" })).toContainText("Held from your available balance");
    await expect(page.getByRole("list", { name: "Dispute timeline" })).toContainText("Created");
    await expectAccessible(page);
  });

  await test.step("text evidence is staged", async () => {
    await expect(page.getByLabel("Other information")).toHaveValue("Customer care ticket opened on the customer's call.");
    await page.getByLabel("Product description").fill("25,000 UGX of airtime, delivered to the customer's number.");
    await page.getByRole("button", { name: "Save evidence" }).click();
    await expect.poll(async () => (await apiDispute(request, disputeId)).evidence.product_description).toBe("25,000 UGX of airtime, delivered to the customer's number.");
  });

  const upload = page.getByRole("form", { name: "Upload an evidence file" });
  await test.step("a file of the wrong type and one over 5 MB are refused with the server's message", async () => {
    await upload.getByLabel("File").setInputFiles({ name: "tool.exe", mimeType: "application/pdf", buffer: Buffer.from([0x4d, 0x5a, 0x00, 0x01, 0xff, 0xfe]) });
    await upload.getByRole("button", { name: "Upload file" }).click();
    const refusal = upload.getByRole("alert");
    await expect(refusal).toContainText("The file was not added");
    await expect(refusal).toContainText(/PDF, PNG, JPEG|type/i);

    const big = Buffer.alloc(5 * 1024 * 1024 + 1, 0x20);
    big.write("%PDF-1.4\n");
    await upload.getByLabel("File").setInputFiles({ name: "big.pdf", mimeType: "application/pdf", buffer: big });
    await upload.getByRole("button", { name: "Upload file" }).click();
    await expect(refusal).toContainText(/at most 5/);
    expect((await apiDispute(request, disputeId)).files).toEqual([]);
  });

  const pdf = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
  await test.step("a small PDF is uploaded, listed, and downloads as it was sent", async () => {
    await upload.getByLabel("File").setInputFiles({ name: "airtime-receipt.pdf", mimeType: "application/pdf", buffer: pdf });
    await upload.getByLabel("Purpose").selectOption("receipt");
    await upload.getByRole("button", { name: "Upload file" }).click();
    const files = page.getByRole("list", { name: "Evidence files" });
    const link = files.getByRole("link", { name: "airtime-receipt.pdf" });
    await expect(link).toBeVisible();
    await expect(files).toContainText("Receipt · application/pdf");
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toBe("airtime-receipt.pdf");
    expect(fs.readFileSync((await download.path())!)).toEqual(pdf);
  });

  await test.step("Submit evidence asks first, then freezes the evidence", async () => {
    await page.getByRole("button", { name: "Submit evidence" }).click();
    const confirm = page.getByRole("dialog", { name: "Submit this evidence?" });
    await expect(confirm).toContainText("Evidence is submitted once and cannot be changed after");
    // Backing out sends nothing.
    await confirm.getByRole("button", { name: "Cancel" }).click();
    expect((await apiDispute(request, disputeId)).evidence_details.submission_count).toBe(0);
    await page.getByRole("button", { name: "Submit evidence" }).click();
    await confirm.getByRole("button", { name: "Submit evidence" }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole("region", { name: "Response" })).toContainText("Evidence submitted");
    await expect(page.getByRole("button", { name: "Save evidence" })).toHaveCount(0);
    await expect(page.getByRole("form", { name: "Upload an evidence file" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Accept dispute" })).toHaveCount(0);
    await expect(page.getByRole("list", { name: "Dispute timeline" })).toContainText("Evidence submitted");
    expect((await apiDispute(request, disputeId)).evidence_details.submission_count).toBe(1);
  });

  await test.step("the operator reversed it: marked reversed, closed as lost", async () => {
    await page.getByRole("button", { name: "Mark reversed" }).click();
    const confirm = page.getByRole("dialog", { name: "Mark this claim reversed?" });
    await confirm.getByRole("button", { name: "Mark reversed" }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole("status").filter({ hasText: "Lost" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Details" })).toContainText("Reversed");
    await expect(page.getByRole("list", { name: "Dispute timeline" })).toContainText("Closed: lost");
    await expect(page.getByRole("region", { name: "Balance movements" })).toContainText("Kept by the processor");
    await expect(page.getByRole("button", { name: /^Mark / })).toHaveCount(0);
    expect(await apiDispute(request, disputeId)).toMatchObject({ status: "reversed", outcome: "lost" });
  });

  await test.step("the payment page lists it, linking to it", async () => {
    await page.goto(`/dashboard/payments/${payment}`);
    const list = page.getByRole("list", { name: "Disputes of this payment" });
    await expect(list.getByRole("link", { name: disputeId })).toHaveAttribute("href", `/dashboard/disputes/${disputeId}`);
    await expect(list).toContainText("Reversed");
  });

  await test.step("the Disputes list shows it under Closed, not Open, and its CSV holds it", async () => {
    await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Disputes", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Disputes" })).toBeVisible();
    const table = page.getByRole("table", { name: "Disputes" });
    const row = table.getByRole("row").filter({ hasText: disputeId });
    await expect(row).toContainText(payment);
    await expect(row).toContainText("Reversed");
    await expect(row).toContainText("UGX 25,000");
    await expect(row).toContainText("Lost");
    await expectAccessible(page);

    await page.getByLabel("Deadline").selectOption("open");
    await expect(page.getByRole("table", { name: "Disputes" }).getByRole("row").filter({ hasText: disputeId })).toHaveCount(0);
    await page.getByLabel("Deadline").selectOption("closed");
    await page.getByLabel("Status").selectOption("reversed");
    await expect(row).toBeVisible();
    await expect(page.getByRole("link", { name: "Download CSV" })).toHaveAttribute("href", /open=false/);

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download CSV" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^disputes-test-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = fs.readFileSync((await download.path())!, "utf8");
    expect(csv).toContain(disputeId);
    expect(csv).toContain(operatorReference);
  });
});
