import "server-only";
// Customer profiles (issue 12): while a merchant's customer profiles are on, each payment with
// a customer email or phone number is filed under one profile per merchant and mode, found by
// email, else by phone number (docs/decisions.md, "Customer profiles").
//
// Runs in the payment's creation transaction. Race-safety: a new profile is written with
// INSERT … ON CONFLICT DO NOTHING, which waits for a concurrent writer of the same email or
// phone (the partial unique indexes of migration 20261124020000_customers) and then writes
// nothing; the loop reads again and finds that writer's profile. Filling in a missing email or
// phone on a found profile can still meet a concurrent profile holding it: that attempt is rolled
// back to a savepoint and retried, so the payment itself never fails because of its profile.
import type { Mode, Prisma } from "@/lib/generated/prisma/client";
import { isUniqueViolation } from "@/lib/db/errors";
import { newId } from "@/lib/ids";

export type CustomerDetails = {
  /** Lower-cased (as stored on Payment). */
  email: string | null | undefined;
  /** Normalised (as stored on Payment). */
  phone: string | null | undefined;
  firstName: string | null | undefined;
  lastName: string | null | undefined;
};

const ATTEMPTS = 3;
const SAVEPOINT = "customer_upsert";

/** The profile id the payment belongs to, or null when it has neither email nor phone. */
export async function upsertCustomer(tx: Prisma.TransactionClient, opts: { merchantId: string; mode: Mode; customer: CustomerDetails }): Promise<string | null> {
  const email = opts.customer.email || null;
  const phone = opts.customer.phone || null;
  if (!email && !phone) return null;
  const details = { email, phone, firstName: opts.customer.firstName || null, lastName: opts.customer.lastName || null };
  for (let attempt = 1; ; attempt++) {
    await tx.$executeRawUnsafe(`SAVEPOINT ${SAVEPOINT}`);
    try {
      const id = await fileUnderProfile(tx, opts.merchantId, opts.mode, details);
      await tx.$executeRawUnsafe(`RELEASE SAVEPOINT ${SAVEPOINT}`);
      if (id) return id;
    } catch (error) {
      await tx.$executeRawUnsafe(`ROLLBACK TO SAVEPOINT ${SAVEPOINT}`);
      if (!isUniqueViolation(error) && !isRawUniqueViolation(error)) throw error;
    }
    // A concurrent payment wrote a profile with this email or phone meanwhile: read again.
    if (attempt >= ATTEMPTS) return null; // never fail the payment over its profile
  }
}

type Details = { email: string | null; phone: string | null; firstName: string | null; lastName: string | null };

/** One read-then-write pass; null when a concurrent insert won (the caller reads again). */
async function fileUnderProfile(tx: Prisma.TransactionClient, merchantId: string, mode: Mode, d: Details): Promise<string | null> {
  const scope = { merchantId, mode };
  const byEmail = d.email ? await tx.customer.findFirst({ where: { ...scope, email: d.email } }) : null;
  const byPhone = d.phone ? await tx.customer.findFirst({ where: { ...scope, phone: d.phone } }) : null;
  // Email decides; a phone match counts only when it cannot name someone else (its profile has
  // no email, or the payment gave none).
  const match = byEmail ?? (byPhone && (!d.email || !byPhone.email) ? byPhone : null);
  if (match) {
    const data: Prisma.CustomerUpdateInput = {};
    if (d.firstName) data.firstName = d.firstName;
    if (d.lastName) data.lastName = d.lastName;
    if (d.email && !match.email) data.email = d.email;
    // Fill in a missing phone only when no other profile holds it.
    if (d.phone && !match.phone && !byPhone) data.phone = d.phone;
    if (Object.keys(data).length) await tx.customer.update({ where: { id: match.id }, data });
    return match.id;
  }
  // A new profile; the phone stays with the profile that already holds it.
  const phone = byPhone ? null : d.phone;
  const id = newId("cus");
  const now = new Date(); // the app's clock in UTC, like every Prisma-written timestamp
  const inserted = await tx.$queryRaw<{ id: string }[]>`
    INSERT INTO "Customer" ("id", "merchantId", "mode", "email", "phone", "firstName", "lastName", "createdAt", "updatedAt")
    VALUES (${id}, ${merchantId}, ${mode}::"Mode", ${d.email}, ${phone}, ${d.firstName}, ${d.lastName}, ${now}, ${now})
    ON CONFLICT DO NOTHING
    RETURNING "id"`;
  return inserted[0]?.id ?? null;
}

/** A unique violation reported by a raw query (PostgreSQL 23505). */
function isRawUniqueViolation(error: unknown): boolean {
  return /23505|unique constraint/i.test(String((error as { message?: unknown })?.message ?? ""));
}
