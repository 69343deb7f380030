"use client";
// Approve (keep the payment) or refuse (refund it) a held payment's review from the Queues page
// (risk.manage), with the note the merchant reads (optional: the reason otherwise) and the reason.
import { useState } from "react";
import { Input } from "@/components/ui/input";
import { ReasonAction } from "@/components/operator/reason-action";

export function ReviewCloseActions({ reviewId }: { reviewId: string }) {
  const [note, setNote] = useState("");
  const path = `/api/operator/risk/reviews/${reviewId}/close`;
  const withNote = (decision: "approve" | "refuse") => ({ decision, ...(note.trim() ? { note: note.trim() } : {}) });
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Input aria-label="Note to the merchant" placeholder="Note to the merchant (optional)" value={note} onChange={(e) => setNote(e.target.value)} className="h-8 w-56" />
      <ReasonAction label="Approve" path={path} body={withNote("approve")} />
      <ReasonAction label="Refuse and refund" path={path} body={withNote("refuse")} variant="danger" />
    </div>
  );
}
