"use client";
// A queue item's assignee actions on the Queues page (queues.work): take it (nobody has it), release
// it (someone has it), or assign it to another operator who may work queues; each with a reason.
import { useState } from "react";
import { ReasonAction } from "@/components/operator/reason-action";

export function QueueItemActions(props: { queue: string; objectId: string; assigneeId: string | null; meId: string; operators: { id: string; email: string }[] }) {
  const base = `/api/operator/queues/${props.queue}/${props.objectId}`;
  const others = props.operators.filter((o) => o.id !== props.assigneeId);
  const [to, setTo] = useState(others[0]?.id ?? "");
  return (
    <div className="flex flex-wrap items-center gap-2">
      {!props.assigneeId && <ReasonAction label="Take" path={`${base}/take`} variant="primary" />}
      {props.assigneeId && <ReasonAction label="Release" path={`${base}/release`} />}
      {others.length > 0 && (
        <span className="inline-flex items-center gap-1">
          <select aria-label="Assign to" className="h-8 rounded-md px-2 text-xs ring-1 ring-slate-300" value={to} onChange={(e) => setTo(e.target.value)}>
            {others.map((o) => <option key={o.id} value={o.id}>{o.id === props.meId ? `${o.email} (me)` : o.email}</option>)}
          </select>
          <ReasonAction label="Assign" path={`${base}/assign`} body={{ operator_id: to }} />
        </span>
      )}
    </div>
  );
}
