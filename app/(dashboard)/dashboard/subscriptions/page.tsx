// /dashboard/subscriptions: the subscriptions of the current mode, filtered by status and plan
// (?plan_reference= from a plan's row on the Plans page), cursor-paged.
import type { Metadata } from "next";
import { SubscriptionsPage } from "@/components/dashboard/billing/subscriptions-page";

export const metadata: Metadata = { title: "Subscriptions" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function Page({ searchParams }: Props) {
  const plan = (await searchParams).plan_reference;
  return <SubscriptionsPage initialPlan={typeof plan === "string" ? plan.slice(0, 64) : ""} />;
}
