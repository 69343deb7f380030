import "server-only";
// The one customer lookup, by id (cus_…), scoped to the caller's merchant and mode.
// Another merchant's profile is NOT_FOUND; the caller's own profile in the other mode is
// answered as the caller asks (lib/auth/other-mode.ts): 401 naming the mode for the API,
// NOT_FOUND for the dashboard.
import type { Db } from "@/lib/db";
import type { Customer, Mode } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/http/errors";
import { otherModeError, type OtherModeAnswer } from "@/lib/auth/other-mode";
import { customerStats } from "@/lib/customers/customer-stats";

const CUSTOMER_ID = /^cus_[0-9A-Za-z]{22}$/;
/** The detail shows this many of the newest payments; the payment list pages through the rest. */
export const CUSTOMER_RECENT_PAYMENTS = 50;

export async function findCustomer(db: Db, lookup: { merchantId: string; mode: Mode; id: string; otherMode: OtherModeAnswer }): Promise<Customer> {
  const customer = CUSTOMER_ID.test(lookup.id) ? await db.customer.findUnique({ where: { id: lookup.id, merchantId: lookup.merchantId } }) : null;
  if (!customer || customer.merchantId !== lookup.merchantId) throw new ApiError("NOT_FOUND", "customer not found");
  if (customer.mode !== lookup.mode) throw otherModeError("customer", customer.mode, lookup.otherMode);
  return customer;
}

/** The profile, its numbers and its newest payments (GET /v2/customers/{id}, the dashboard's detail page). */
export async function getCustomerDetail(db: Db, lookup: { merchantId: string; mode: Mode; id: string; otherMode: OtherModeAnswer }) {
  const customer = await findCustomer(db, lookup);
  const [stats, payments] = await Promise.all([
    customerStats(db, customer.merchantId, [customer.id]),
    db.payment.findMany({
      // merchant and mode as well as the profile: the profile's scope, said again where it matters.
      where: { customerId: customer.id, merchantId: customer.merchantId, mode: customer.mode },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: CUSTOMER_RECENT_PAYMENTS,
    }),
  ]);
  return { customer, stats: stats.get(customer.id)!, payments };
}
