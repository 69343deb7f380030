import "server-only";
// Keys of their own for what the server signs (list cursors, portal links, the checkout's retry
// choice), each derived from the server secret with its purpose, so the secret itself signs
// nothing and no purpose's signature is valid for another. Derived once per secret and purpose.
import crypto from "node:crypto";
import { env } from "@/lib/env";

const derived = new Map<string, { secret: string; key: Buffer }>();

/** HMAC-SHA256(server secret, purpose): "list cursor v1", "customer portal link v1"… */
export function derivedKey(purpose: string): Buffer {
  const secret = env().nextAuthSecret;
  const known = derived.get(purpose);
  if (known?.secret === secret) return known.key;
  const key = crypto.createHmac("sha256", secret).update(purpose).digest();
  derived.set(purpose, { secret, key });
  return key;
}
