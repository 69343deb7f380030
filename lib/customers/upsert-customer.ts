import "server-only";
// Customer profiles: while a merchant's customer profiles are on, each payment with
// a customer email or phone number is filed under one profile per merchant and mode, found by
// email, else by phone number (docs/decisions.md, "Customer profiles").
//
// The rules and their race-safety live in one place, the SQL function gw_file_customer (migration
// 20261203020000_customer_filing_function): a new payment calls it inside its own INSERT
// (lib/payments/create-hosted-payment.ts), and this calls it alone for the backfill of older payments.
import type { Mode, Prisma } from "@/lib/generated/prisma/client";
import { newId } from "@/lib/ids";

export type CustomerDetails = {
  /** Lower-cased (as stored on Payment). */
  email: string | null | undefined;
  /** Normalised (as stored on Payment). */
  phone: string | null | undefined;
  firstName: string | null | undefined;
  lastName: string | null | undefined;
};

/**
 * The profile id the payment belongs to, or null when it has neither email nor phone (or, after three
 * passes lost to concurrent payments, none could be settled: the payment never fails over its profile).
 */
export async function upsertCustomer(tx: Prisma.TransactionClient, opts: { merchantId: string; mode: Mode; customer: CustomerDetails }): Promise<string | null> {
  const { email, phone, firstName, lastName } = opts.customer;
  if (!email && !phone) return null;
  // The app's clock in UTC, like every Prisma-written timestamp.
  const [row] = await tx.$queryRaw<{ id: string | null }[]>`
    SELECT gw_file_customer(${opts.merchantId}, ${opts.mode}::"Mode", ${email ?? null}, ${phone ?? null}, ${firstName ?? null}, ${lastName ?? null},
      ${newId("cus")}, ${new Date()}) AS id`;
  return row?.id ?? null;
}
