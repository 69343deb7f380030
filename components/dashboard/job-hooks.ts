"use client";
// React Query hooks for dead background jobs. Keys carry the mode, as in hooks.ts.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { dashboardFetch } from "@/lib/dashboard/client/fetch-json";
import type { DashboardMode } from "@/lib/catalog/modes";
import type { DeadJobItem } from "@/lib/job-admin/job-view-types";

const deadJobsKey = (mode: DashboardMode) => ["dashboard", "jobs", "dead", mode] as const;

export function useDeadJobs(mode: DashboardMode) {
  return useQuery({
    queryKey: deadJobsKey(mode),
    queryFn: () => dashboardFetch<{ mode: DashboardMode; jobs: DeadJobItem[] }>("/api/dashboard/jobs"),
    select: (data) => data.jobs,
  });
}

export function useRetryJob(mode: DashboardMode) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (jobId: string) => dashboardFetch<DeadJobItem>(`/api/dashboard/jobs/${encodeURIComponent(jobId)}/retry`, { method: "POST", body: {} }),
    onSettled: () => client.invalidateQueries({ queryKey: deadJobsKey(mode) }),
  });
}
