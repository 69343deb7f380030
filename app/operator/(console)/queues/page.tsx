// /operator/queues: what needs a person across merchants (reconciliation exceptions, disputes and reversal claims awaiting a response, risk reviews), each with its assignee; filter by queue and "mine"; take, assign and release (queues.work), approve or refuse a review (risk.manage).
import type { Metadata } from "next";
import Link from "next/link";
import { db } from "@/lib/db";
import { isOperatorRole, operatorMay } from "@/lib/catalog/operator-permissions";
import { listQueueItems } from "@/lib/operator/queues/list-queue-items";
import { isOperatorQueue, OPERATOR_QUEUE_LABELS, OPERATOR_QUEUES } from "@/lib/operator/queues/queue-names";
import { Badge } from "@/components/ui/badge";
import { QueueItemActions } from "@/components/operator/queue-item-actions";
import { ReasonAction } from "@/components/operator/reason-action";
import { ReviewCloseActions } from "@/components/operator/review-close-actions";
import { requireOperator } from "@/app/operator/current-operator";

export const metadata: Metadata = { title: "Queues · Operator console" };

export default async function QueuesPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const operator = await requireOperator("read");
  const work = operatorMay(operator.role, "queues.work");
  const closeReviews = operatorMay(operator.role, "risk.manage");
  const params = await searchParams;
  const queue = isOperatorQueue(params.queue) ? params.queue : undefined;
  const mine = params.mine === "1";
  const [items, operators] = await Promise.all([
    listQueueItems(db(), { queue, assignedTo: mine ? operator.operatorId : undefined }),
    work ? db().operator.findMany({ where: { disabledAt: null }, select: { id: true, email: true, role: true }, orderBy: { email: "asc" } }) : [],
  ]);
  // Only operators who may work queues can be handed an item.
  const workers = operators.filter((o) => isOperatorRole(o.role) && operatorMay(o.role, "queues.work"));
  const link = (q: string | undefined, m: boolean) => `/operator/queues?${new URLSearchParams({ ...(q ? { queue: q } : {}), ...(m ? { mine: "1" } : {}) })}`;
  const tab = (href: string, label: string, active: boolean) => <Link key={href} href={href} className={active ? "font-semibold text-slate-900" : "text-indigo-700"}>{label}</Link>;
  return (
    <div className="space-y-5">
      <h1 className="text-xl font-semibold text-slate-900">Queues</h1>
      <nav className="flex flex-wrap gap-4 text-sm" aria-label="Queue">
        {tab(link(undefined, mine), "Everything", !queue)}
        {OPERATOR_QUEUES.map((q) => tab(link(q, mine), OPERATOR_QUEUE_LABELS[q], queue === q))}
        <span className="text-slate-300">|</span>
        {tab(link(queue, !mine), mine ? "Everyone's" : "Mine", false)}
      </nav>
      <ul className="divide-y divide-slate-100 rounded-xl bg-white shadow-sm ring-1 ring-slate-200" data-testid="queue-items">
        {items.map((i) => (
          <li key={`${i.queue}:${i.object_id}`} className="space-y-2 px-4 py-3 text-sm" data-testid="queue-item">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div>
                <div className="font-medium text-slate-900"><Badge tone="indigo">{OPERATOR_QUEUE_LABELS[i.queue]}</Badge> {i.title}</div>
                <div className="mt-1 max-w-2xl text-slate-700">{i.detail}</div>
                <div className="mt-1 text-xs text-slate-500">
                  <span className="font-mono">{i.object_id}</span> · {i.merchant_id ? <Link href={`/operator/merchants/${i.merchant_id}`} className="text-indigo-700">{i.merchant_name ?? i.merchant_id}</Link> : "installation"} · {i.mode} · opened {i.opened_at.replace("T", " ").slice(0, 16)} UTC
                  {i.due_by && <> · due {i.due_by.replace("T", " ").slice(0, 16)} UTC</>}
                </div>
              </div>
              <div className="text-right text-xs" data-testid="assignee">
                {i.assignee ? <>Assigned to {i.assignee.operator_id === operator.operatorId ? "me" : (i.assignee.email ?? i.assignee.operator_id)}</> : <span className="text-slate-500">Nobody</span>}
              </div>
            </div>
            <div className="flex flex-wrap gap-3">
              {work && <QueueItemActions queue={i.queue} objectId={i.object_id} assigneeId={i.assignee?.operator_id ?? null} meId={operator.operatorId} operators={workers.map((o) => ({ id: o.id, email: o.email }))} />}
              {work && i.queue === "reconciliation_exception" && <ReasonAction label="Resolve" path={`/api/operator/reconciliation/exceptions/${i.object_id}/resolve`} />}
              {closeReviews && i.queue === "risk_review" && <ReviewCloseActions reviewId={i.object_id} />}
            </div>
          </li>
        ))}
        {items.length === 0 && <li className="px-4 py-6 text-center text-slate-500">Nothing is waiting{mine ? " for you" : ""}.</li>}
      </ul>
    </div>
  );
}
