"use client";

// Failed background jobs for the current mode: work the gateway does after a request
// (confirming a pending payment, refunding a duplicate charge, later payouts and webhooks) that
// failed its type's maximum number of tries. Owners and developers can queue one again.
import { useDashboard } from "@/components/dashboard/dashboard-context";
import { useDeadJobs, useRetryJob } from "@/components/dashboard/job-hooks";
import { PageHeader } from "@/components/dashboard/page-header";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { CheckIcon } from "@/components/ui/icons";
import { LoadError } from "@/components/ui/load-error";
import { Notice } from "@/components/ui/notice";
import { DataTable, actionsColumn } from "@/components/ui/data-table";
import { TD } from "@/components/ui/table";
import { useToast } from "@/components/ui/toast";
import { formatDateTime, formatRelative } from "@/lib/dashboard/format";
import { CAN_RETRY_JOBS, ROLE_LABELS } from "@/lib/catalog/permissions";

export function JobsClient() {
  const { mode, role } = useDashboard();
  const canRetry = CAN_RETRY_JOBS.includes(role);
  const jobs = useDeadJobs(mode);
  const retry = useRetryJob(mode);
  const notify = useToast();

  return (
    <>
      <PageHeader
        title="Failed jobs"
        description={
          <>
            Background work in <strong className="font-medium text-slate-700">{mode} mode</strong> that failed every try. Retrying
            queues it again with its tries reset.
          </>
        }
      />

      {!canRetry ? (
        <Notice className="mb-6" title="View only">
          Your role ({ROLE_LABELS[role]}) can see failed jobs but not retry them. Ask an owner or developer of this account.
        </Notice>
      ) : null}

      <Card aria-labelledby="dead-jobs-title">
        <CardHeader titleId="dead-jobs-title" title="Dead jobs" description="Newest first, with the error of the last try." />
        {jobs.isPending ? (
          <p className="p-5 text-sm text-slate-500">Loading…</p>
        ) : jobs.isError ? (
          <div className="p-5">
            <LoadError title="Could not load failed jobs" error={jobs.error} onRetry={() => jobs.refetch()} />
          </div>
        ) : jobs.data.length === 0 ? (
          <EmptyState icon={<CheckIcon />} title="No failed jobs" description="Every background job in this mode finished or is still being tried." />
        ) : (
          <DataTable rows={jobs.data} rowKey={(job) => job.id}
            columns={["Job", "Object", "Last error", "Tries", "Died", canRetry && actionsColumn()]}
          >
            {(job) => (
              <>
                <TD className="whitespace-nowrap">
                  <span className="block font-medium text-slate-900">{job.type}</span>
                  <code className="text-xs text-slate-500">{job.id}</code>
                </TD>
                <TD className="whitespace-nowrap">
                  {job.object ? (
                    <>
                      <span className="block text-slate-500">{job.object.type.replace(/_/g, " ")}</span>
                      <code className="text-xs">{job.object.id}</code>
                    </>
                  ) : (
                    <span className="text-slate-500">—</span>
                  )}
                </TD>
                <TD className="max-w-md break-words">{job.last_error ?? <span className="text-slate-500">—</span>}</TD>
                <TD className="whitespace-nowrap">
                  {job.max_tries === null ? job.failures : `${job.failures} of ${job.max_tries}`}
                </TD>
                <TD className="whitespace-nowrap" title={formatDateTime(job.dead_at)}>
                  {job.dead_at ? formatRelative(job.dead_at) : "—"}
                </TD>
                {canRetry ? (
                  <TD>
                    <div className="flex justify-end">
                      <Button
                        variant="secondary"
                        size="sm"
                        loading={retry.isPending && retry.variables === job.id}
                        disabled={retry.isPending}
                        onClick={() =>
                          retry.mutate(job.id, {
                            onSuccess: () => notify({ tone: "success", title: "Job queued again", description: `${job.type} runs at the worker's next pass.` }),
                            onError: (error) => notify({ tone: "error", title: "Could not retry the job", description: error.message }),
                          })
                        }
                      >
                        Retry<span className="sr-only"> {job.id}</span>
                      </Button>
                    </div>
                  </TD>
                ) : null}
              </>
            )}
          </DataTable>
        )}
      </Card>
    </>
  );
}
