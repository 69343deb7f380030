// With SMTP configured, the checklist's e-mail step sends the owner a link
// through a real SMTP server (smtp-server on a free local port); the link opens the checklist
// with its token, and confirming that token verifies the address. Only its hash is stored.
import "@/tests/support/next-async-storage"; // first: before any of Next's modules load
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { createTestMerchant } from "@/tests/factories/merchants";
import { callAsUser, type SessionUser } from "@/tests/support/dashboard-session";
import { db } from "@/lib/db";
import { resetEnvForTests } from "@/lib/env";
import { POST as sendVerification } from "@/app/api/dashboard/activation/email-verification/route";
import { POST as confirmEmail } from "@/app/api/dashboard/activation/email-verification/confirm/route";

setupTestDatabase();

const received: { to: string[]; raw: string }[] = [];
let server: SMTPServer;
const saved = { ...process.env };

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString("utf8") });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  process.env.SMTP_URL = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  process.env.PUBLIC_BASE_URL = "https://gateway.example";
  resetEnvForTests();
});

afterAll(async () => {
  process.env = { ...saved };
  resetEnvForTests();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

it("mails the owner a link to the checklist whose token verifies the e-mail", async () => {
  const shop = await createTestMerchant({ activated: false });
  const owner: SessionUser = { userId: shop.user.id, merchantId: shop.merchant.id, role: "owner" };

  const sent = await callAsUser(sendVerification, owner, { path: "/api/dashboard/activation/email-verification", body: {} });
  expect(sent.status).toBe(200);
  expect(sent.json.data).toEqual({ delivery: "link", sent: true, email: shop.user.email });
  expect(received).toHaveLength(1);
  expect(received[0].to).toEqual([shop.user.email]);
  // Quoted-printable may break long lines: undo soft breaks before looking for the link.
  const text = received[0].raw.replace(/=\r\n/g, "").replace(/=3D/g, "=");
  const token = /https:\/\/gateway\.example\/dashboard\/settings\/activation\?verify=(gwev_[0-9A-Za-z]+)/.exec(text)?.[1];
  expect(token).toBeTruthy();

  const stored = await db().merchant.findUniqueOrThrow({ where: { id: shop.merchant.id } });
  expect(stored.emailVerificationHash).toMatch(/^[0-9a-f]{64}$/);
  expect(JSON.stringify(stored)).not.toContain(token!);

  const confirmed = await callAsUser(confirmEmail, owner, { path: "/api/dashboard/activation/email-verification/confirm", body: { code: token } });
  expect(confirmed.status).toBe(200);
  expect((await db().merchant.findUniqueOrThrow({ where: { id: shop.merchant.id } })).emailVerifiedAt).not.toBeNull();
});
