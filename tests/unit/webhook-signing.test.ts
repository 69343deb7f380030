// Webhook signatures verify with the `standardwebhooks` library unchanged and with an
// independent HMAC; any changed byte of id, timestamp or body fails; during a rotation both
// secrets verify.
import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { Webhook } from "standardwebhooks";
import { gatewaySignature, newWebhookSecret, signatureHeaders, verifySignature } from "@/lib/webhooks/signing";

const body = JSON.stringify({ id: "evt_1", event: "payment.success", amount: 100.5, currency: "ETB" });
const id = "evt_2a8kSDp0ZQ3vGh1mNbT5xW";
const now = new Date("2026-11-23T10:00:00Z");
const timestamp = Math.floor(now.getTime() / 1000);

describe("webhook signatures", () => {
  it("makes whsec_ secrets of 32 random bytes, different each time", () => {
    const a = newWebhookSecret();
    const b = newWebhookSecret();
    expect(a).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(a.slice(6), "base64")).toHaveLength(32);
    expect(a).not.toBe(b);
  });

  it("verifies with the standardwebhooks library unchanged", () => {
    const secret = newWebhookSecret();
    const headers = signatureHeaders({ id, timestamp, body, secrets: [secret] });
    const wh = new Webhook(secret);
    // The library checks the timestamp against its own clock: sign at the real now for it.
    const fresh = Math.floor(Date.now() / 1000);
    const live = signatureHeaders({ id, timestamp: fresh, body, secrets: [secret] });
    expect(wh.verify(body, live)).toEqual(JSON.parse(body));
    expect(headers["webhook-signature"]).toBe(wh.sign(id, new Date(timestamp * 1000), body));
  });

  it("matches an independent HMAC of id.timestamp.body, and the hex body signature", () => {
    const secret = newWebhookSecret();
    const headers = signatureHeaders({ id, timestamp, body, secrets: [secret] });
    const key = Buffer.from(secret.slice("whsec_".length), "base64");
    const expected = crypto.createHmac("sha256", key).update(`${id}.${timestamp}.${body}`).digest("base64");
    expect(headers["webhook-signature"]).toBe(`v1,${expected}`);
    expect(headers["webhook-id"]).toBe(id);
    expect(headers["webhook-timestamp"]).toBe(String(timestamp));
    expect(headers["Gateway-Signature"]).toBe(crypto.createHmac("sha256", secret).update(body).digest("hex"));
    expect(gatewaySignature(secret, body)).toMatch(/^[0-9a-f]{64}$/);
  });

  it("fails when any byte of the id, the timestamp or the body changes", () => {
    const secret = newWebhookSecret();
    const headers = signatureHeaders({ id, timestamp, body, secrets: [secret] });
    const ok = { "webhook-id": id, "webhook-timestamp": String(timestamp), "webhook-signature": headers["webhook-signature"] };
    expect(verifySignature(secret, ok, body, { now })).toBe(true);
    for (let i = 0; i < body.length; i++) {
      const changed = body.slice(0, i) + String.fromCharCode(body.charCodeAt(i) ^ 1) + body.slice(i + 1);
      expect(verifySignature(secret, ok, changed, { now })).toBe(false);
    }
    for (let i = 0; i < id.length; i++) {
      const changed = id.slice(0, i) + String.fromCharCode(id.charCodeAt(i) ^ 1) + id.slice(i + 1);
      expect(verifySignature(secret, { ...ok, "webhook-id": changed }, body, { now })).toBe(false);
    }
    expect(verifySignature(secret, { ...ok, "webhook-timestamp": String(timestamp + 1) }, body, { now })).toBe(false);
    expect(verifySignature(newWebhookSecret(), ok, body, { now })).toBe(false);
  });

  it("refuses a timestamp outside the tolerance (a replay) and a malformed one", () => {
    const secret = newWebhookSecret();
    const old = timestamp - 301;
    const headers = signatureHeaders({ id, timestamp: old, body, secrets: [secret] });
    const h = { "webhook-id": id, "webhook-timestamp": String(old), "webhook-signature": headers["webhook-signature"] };
    expect(verifySignature(secret, h, body, { now })).toBe(false);
    expect(verifySignature(secret, h, body, { now, toleranceSeconds: 400 })).toBe(true);
    expect(verifySignature(secret, { ...h, "webhook-timestamp": "1e9" }, body, { now })).toBe(false);
  });

  it("signs with both secrets during a rotation, and each verifies alone", () => {
    const newer = newWebhookSecret();
    const older = newWebhookSecret();
    const headers = signatureHeaders({ id, timestamp, body, secrets: [newer, older] });
    expect(headers["webhook-signature"].split(" ")).toHaveLength(2);
    const h = { "webhook-id": id, "webhook-timestamp": String(timestamp), "webhook-signature": headers["webhook-signature"] };
    expect(verifySignature(newer, h, body, { now })).toBe(true);
    expect(verifySignature(older, h, body, { now })).toBe(true);
    expect(verifySignature(newWebhookSecret(), h, body, { now })).toBe(false);
    // The library takes a space-separated list too.
    const fresh = Math.floor(Date.now() / 1000);
    const live = signatureHeaders({ id, timestamp: fresh, body, secrets: [newer, older] });
    expect(new Webhook(older).verify(body, live)).toEqual(JSON.parse(body));
    // The older style signs with the newest secret only.
    expect(headers["Gateway-Signature"]).toBe(gatewaySignature(newer, body));
  });
});
