"use client";
// "Build profiles from past payments": shown while customer profiles are on and
// some past payments (made while they were off) name a customer but have no profile. Owners and
// admins may build them: a small backlog at once, a large one as a background job, which this
// offer follows until it is done. Shown on Settings (after turning profiles on) and on Customers.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useDashboard } from "@/components/dashboard/dashboard-context";
import { Button } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";
import { useToast } from "@/components/ui/toast";
import { dashboardFetch } from "@/lib/dashboard/client/fetch-json";
import { CAN_MANAGE_SETTINGS } from "@/lib/catalog/permissions";

type BackfillStatus = { unfiled_payments: number; job: { id: string; status: string } | null };
type BackfillStart = { payments_filed: number; queued: boolean; job_id: string | null; unfiled_payments: number };

const statusKey = ["dashboard", "customers", "backfill"] as const;

export function CustomerBackfillOffer({ className }: { className?: string }) {
  const { role } = useDashboard();
  const client = useQueryClient();
  const notify = useToast();
  const status = useQuery({
    queryKey: statusKey,
    queryFn: () => dashboardFetch<BackfillStatus>("/api/dashboard/customers/backfill"),
    // A job runs in the background: look again until it is done.
    refetchInterval: (query) => (query.state.data?.job ? 3_000 : false),
  });
  const start = useMutation({
    mutationFn: () => dashboardFetch<BackfillStart>("/api/dashboard/customers/backfill", { method: "POST", body: {} }),
    onSuccess: (result) => {
      if (!result.queued) notify({ title: "Customer profiles built", description: `${result.payments_filed} past payments are now filed under their customers.` });
      return client.invalidateQueries({ queryKey: ["dashboard", "customers"] });
    },
  });

  const data = status.data;
  if (!data || !CAN_MANAGE_SETTINGS.includes(role)) return null;
  if (data.job) {
    return (
      <Notice className={className} role="status" title="Building customer profiles">
        Filing {data.unfiled_payments.toLocaleString("en")} past payments under their customers in the background. This page updates when it is done.
      </Notice>
    );
  }
  if (data.unfiled_payments === 0) return null;
  return (
    <Notice className={className} role="status" title="Build profiles from past payments?">
      <p>
        {data.unfiled_payments.toLocaleString("en")} past {data.unfiled_payments === 1 ? "payment names a customer" : "payments name a customer"} but{" "}
        {data.unfiled_payments === 1 ? "was" : "were"} made while customer profiles were off. File them under their customers, matched by email, else phone number, as new payments are.
      </p>
      {start.isError ? <p className="mt-2 font-medium text-red-700">{start.error.message}</p> : null}
      <Button className="mt-3" size="sm" loading={start.isPending} onClick={() => start.mutate()}>
        Build profiles from past payments
      </Button>
    </Notice>
  );
}
