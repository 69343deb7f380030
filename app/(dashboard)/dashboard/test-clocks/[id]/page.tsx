// /dashboard/test-clocks/{id}: one test clock: its time, Advance (behind a confirmation), its status
// while it advances, and its subscriptions. Live mode has no test clocks: the not-found page.
import type { Metadata } from "next";
import { TestClockDetailView } from "@/components/dashboard/billing/test-clocks";
import { getTestClockOrThrow } from "@/lib/billing/test-clocks";
import { testClockDetail } from "@/lib/billing/billing-views";
import { db } from "@/lib/db";
import { loadDetail } from "../../load-detail";

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  return { title: `Test clock ${id}` };
}

export default async function TestClockPage({ params }: Props) {
  const { id } = await params;
  const { session, found } = await loadDetail(async (s) => {
    const scope = { merchantId: s.merchantId, mode: s.mode };
    return testClockDetail(db(), scope, await getTestClockOrThrow(db(), { ...scope, id }));
  });
  return <TestClockDetailView key={`${session.mode}:${found.test_clock_reference}`} initial={found} />;
}
