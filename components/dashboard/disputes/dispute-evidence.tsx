"use client";
// A dispute's evidence and response. EvidenceCard: the text fields (staged, restaged, then frozen
// once submitted) and the files (uploaded as multipart `file` + `purpose`, each listed with a link to
// its download); staging is disputes.evidence (owners, admins, support). ResponseCard: Submit
// evidence and Accept, each after a confirm step (disputes.respond: owners, admins), and a reversal
// claim's next step as the operator told it. Controls show only while the dispute awaits a response
// and the role may act; the server's refusals show beside them.
import { useRef, useState, type FormEvent } from "react";
import { ConfirmDialog } from "@/components/dashboard/confirm-dialog";
import {
  disputeFileHref,
  useAcceptDispute,
  useClaimStatus,
  useStageEvidence,
  useSubmitEvidence,
  useUploadEvidenceFile,
  type DisputeItem,
} from "@/components/dashboard/disputes/dispute-hooks";
import { DISPUTE_STATUS_LABELS, EVIDENCE_FIELD_LABELS, PURPOSE_LABELS } from "@/components/dashboard/disputes/dispute-labels";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { Field } from "@/components/ui/field";
import { focusRing } from "@/components/ui/focus";
import { inputClasses } from "@/components/ui/input";
import { Notice } from "@/components/ui/notice";
import { useToast } from "@/components/ui/toast";
import {
  DISPUTE_EVIDENCE_FIELDS,
  DISPUTE_FILE_MAX_BYTES,
  DISPUTE_FILE_PURPOSES,
  DISPUTE_FILES_PER_DISPUTE,
  DISPUTE_TRANSITIONS,
  EVIDENCE_TEXT_MAX,
  type DisputeStatus,
} from "@/lib/catalog/dispute-states";
import type { DashboardMode } from "@/lib/catalog/modes";
import { formatAmount } from "@/lib/money/format-amount";
import { formatDateTime } from "@/lib/dashboard/format";

const CLAIM_STEPS = ["funds_frozen", "reversed", "rejected"] as const;
type ClaimStep = (typeof CLAIM_STEPS)[number];

const CLAIM_STEP_COPY: Record<ClaimStep, { button: string; title: string; description: string }> = {
  funds_frozen: { button: "Mark funds frozen", title: "Mark the funds frozen?", description: "Record that the operator froze the amount in your wallet. It stays held from your balance." },
  reversed: { button: "Mark reversed", title: "Mark this claim reversed?", description: "Record that the operator took the money back: the claim closes as lost and the held amount is gone. This cannot be undone." },
  rejected: { button: "Mark rejected", title: "Mark this claim rejected?", description: "Record that the operator released the money: the claim closes as won and the held amount returns to your available balance. This cannot be undone." },
};

export function ResponseCard({ dispute, mode, canRespond }: { dispute: DisputeItem; mode: DashboardMode; canRespond: boolean }) {
  const [dialog, setDialog] = useState<"submit" | "accept" | ClaimStep | null>(null);
  const details = dispute.evidence_details;
  const open = dispute.outcome === null;
  const claimSteps = dispute.kind === "reversal" && open ? CLAIM_STEPS.filter((s) => DISPUTE_TRANSITIONS[dispute.status as DisputeStatus]?.includes(s)) : [];
  if (!open && details.submission_count === 0) return null;

  return (
    <Card aria-labelledby="dispute-response-title" className={details.awaiting_response ? "ring-amber-300" : undefined}>
      <CardHeader
        titleId="dispute-response-title"
        title="Response"
        description={
          details.submission_count > 0
            ? `Evidence submitted${details.submitted_at ? ` ${formatDateTime(details.submitted_at)}` : ""}; it is frozen now.`
            : details.awaiting_response
              ? "Stage your evidence below, then submit it once. Or accept the dispute if you do not contest it."
              : "This dispute does not await your response now."
        }
      />
      <CardBody className="space-y-3">
        {!canRespond ? (
          <p className="text-sm text-slate-600">Only owners and admins can submit evidence, accept a dispute or record a claim&apos;s next step.</p>
        ) : (
          <>
            {details.awaiting_response ? (
              <div className="flex flex-wrap gap-2">
                <Button onClick={() => setDialog("submit")} disabled={!details.has_evidence} title={details.has_evidence ? undefined : "Stage evidence first"}>
                  Submit evidence
                </Button>
                <Button variant="secondary" className="text-red-700" onClick={() => setDialog("accept")}>
                  Accept dispute
                </Button>
              </div>
            ) : null}
            {details.awaiting_response && !details.has_evidence ? <p className="text-[13px] text-slate-500">Stage a text field or a file first: there is nothing to submit yet.</p> : null}
            {claimSteps.length ? (
              <div>
                <p className="mb-2 text-sm text-slate-700">What did the operator tell you? Currently: {DISPUTE_STATUS_LABELS[dispute.status as DisputeStatus]?.label ?? dispute.status}.</p>
                <div className="flex flex-wrap gap-2">
                  {claimSteps.map((s) => (
                    <Button key={s} variant="secondary" onClick={() => setDialog(s)}>
                      {CLAIM_STEP_COPY[s].button}
                    </Button>
                  ))}
                </div>
              </div>
            ) : null}
          </>
        )}
      </CardBody>
      {canRespond ? (
        <>
          <SubmitDialog dispute={dispute} mode={mode} open={dialog === "submit"} onClose={() => setDialog(null)} />
          <AcceptDialog dispute={dispute} mode={mode} open={dialog === "accept"} onClose={() => setDialog(null)} />
          {claimSteps.map((s) => (
            <ClaimStepDialog key={s} dispute={dispute} mode={mode} step={s} open={dialog === s} onClose={() => setDialog(null)} />
          ))}
        </>
      ) : null}
    </Card>
  );
}

type DialogProps = { dispute: DisputeItem; mode: DashboardMode; open: boolean; onClose: () => void };

function SubmitDialog({ dispute, mode, open, onClose }: DialogProps) {
  const submit = useSubmitEvidence(mode, dispute.dispute_reference);
  const notify = useToast();
  const run = async (close: () => void) => {
    try {
      await submit.mutateAsync(undefined);
    } catch {
      return; // submit.error shows in the dialog
    }
    notify({ title: "Evidence submitted", description: dispute.evidence_details.channel === "processor" ? "It was sent to the processor." : "The gateway keeps it as your record." });
    close();
  };
  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      attempt={submit}
      title="Submit this evidence?"
      description={`Evidence is submitted once and cannot be changed after. ${dispute.evidence_details.channel === "processor" ? "It goes to the processor through its API now." : "The processor takes evidence elsewhere: send it there too; the gateway keeps this as your record."}`}
      variant="primary"
      confirmLabel="Submit evidence"
      onConfirm={run}
      errorTitle="The evidence was not submitted"
    />
  );
}

function AcceptDialog({ dispute, mode, open, onClose }: DialogProps) {
  const accept = useAcceptDispute(mode, dispute.dispute_reference);
  const notify = useToast();
  const run = async (close: () => void) => {
    try {
      await accept.mutateAsync(undefined);
    } catch {
      return;
    }
    notify({ title: "Dispute accepted" });
    close();
  };
  const fee = dispute.fee > 0 ? ` and the dispute fee of ${formatAmount(dispute.fee, dispute.currency)}` : "";
  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      attempt={accept}
      title="Accept this dispute?"
      description={`You do not contest it: it closes as lost, and ${formatAmount(dispute.amount, dispute.currency)}${fee} leave your balance. This cannot be undone.`}
      confirmLabel="Accept dispute"
      onConfirm={run}
      errorTitle="The dispute was not accepted"
    />
  );
}

function ClaimStepDialog({ dispute, mode, step, open, onClose }: DialogProps & { step: ClaimStep }) {
  const move = useClaimStatus(mode, dispute.dispute_reference);
  const notify = useToast();
  const copy = CLAIM_STEP_COPY[step];
  const run = async (close: () => void) => {
    try {
      await move.mutateAsync(step);
    } catch {
      return;
    }
    notify({ title: "Reversal claim updated", description: DISPUTE_STATUS_LABELS[step].label });
    close();
  };
  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      attempt={move}
      title={copy.title}
      description={copy.description}
      variant={step === "reversed" ? "danger" : "primary"}
      confirmLabel={copy.button}
      onConfirm={run}
      errorTitle="The claim was not updated"
    />
  );
}

export function EvidenceCard({ dispute, mode, canStage }: { dispute: DisputeItem; mode: DashboardMode; canStage: boolean }) {
  const editable = canStage && dispute.evidence_details.awaiting_response;
  const files = dispute.files ?? [];
  const staged = Object.entries(dispute.evidence ?? {});
  return (
    <Card aria-labelledby="dispute-evidence-title">
      <CardHeader
        titleId="dispute-evidence-title"
        title="Evidence"
        description={
          editable
            ? "Staged here until you submit it; a field left empty is cleared."
            : !dispute.evidence_details.awaiting_response
              ? "Frozen: this dispute no longer takes evidence."
              : "Your role can read the evidence but not change it."
        }
      />
      <CardBody className="space-y-6">
        {editable ? (
          <EvidenceTextForm key={JSON.stringify(dispute.evidence)} dispute={dispute} mode={mode} />
        ) : staged.length ? (
          <dl className="divide-y divide-slate-100 text-sm">
            {staged.map(([field, text]) => (
              <div key={field} className="py-2.5">
                <dt className="text-slate-500">{EVIDENCE_FIELD_LABELS[field] ?? field}</dt>
                <dd className="mt-0.5 whitespace-pre-wrap text-slate-800">{text}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="text-sm text-slate-500">No text evidence.</p>
        )}

        <section aria-labelledby="dispute-files-title">
          <h3 id="dispute-files-title" className="text-sm font-semibold text-slate-900">
            Files
          </h3>
          {files.length === 0 ? (
            <p className="mt-1 text-sm text-slate-500">No files.</p>
          ) : (
            <ul aria-label="Evidence files" className="mt-2 divide-y divide-slate-100 rounded-md ring-1 ring-slate-200">
              {files.map((f) => (
                <li key={f.file_id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
                  <a href={disputeFileHref(dispute.dispute_reference, f.file_id)} download className={cn("rounded-sm font-medium break-all text-indigo-700 hover:underline", focusRing)}>
                    {f.file_name}
                  </a>
                  <span className="text-[13px] text-slate-500">
                    {PURPOSE_LABELS[f.purpose] ?? f.purpose} · {f.mime_type} · {formatBytes(f.size)}
                  </span>
                </li>
              ))}
            </ul>
          )}
          {editable && files.length < DISPUTE_FILES_PER_DISPUTE ? <FileUploadForm dispute={dispute} mode={mode} /> : null}
        </section>
      </CardBody>
    </Card>
  );
}

function EvidenceTextForm({ dispute, mode }: { dispute: DisputeItem; mode: DashboardMode }) {
  const stage = useStageEvidence(mode, dispute.dispute_reference);
  const notify = useToast();
  const initial = dispute.evidence ?? {};
  const [values, setValues] = useState<Record<string, string>>(() => Object.fromEntries(DISPUTE_EVIDENCE_FIELDS.map((f) => [f, initial[f] ?? ""])));
  const [nothing, setNothing] = useState(false);
  const fieldErrors = stage.error && "fieldErrors" in stage.error ? (stage.error as { fieldErrors: Record<string, string> }).fieldErrors : {};

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Only what changed: an emptied field is cleared (null), an untouched one stays as staged.
    const changed: Record<string, string | null> = {};
    for (const f of DISPUTE_EVIDENCE_FIELDS) {
      const before = initial[f] ?? "";
      const now = values[f].trim();
      if (now !== before.trim()) changed[f] = now === "" ? null : values[f];
    }
    if (Object.keys(changed).length === 0) return setNothing(true);
    setNothing(false);
    stage.mutate(changed, { onSuccess: () => notify({ title: "Evidence staged", description: "Submit it when it is complete." }) });
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Text evidence" className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {DISPUTE_EVIDENCE_FIELDS.map((f) => (
          <Field key={f} label={EVIDENCE_FIELD_LABELS[f] ?? f} error={fieldErrors[`evidence.${f}`]} className={f.endsWith("_text") || f.endsWith("_description") || f.endsWith("_explanation") || f.endsWith("_rebuttal") || f.endsWith("_disclosure") ? "sm:col-span-2" : undefined}>
            {(p) => (
              <textarea
                {...p}
                name={f}
                rows={2}
                maxLength={EVIDENCE_TEXT_MAX}
                value={values[f]}
                onChange={(e) => {
                  setValues({ ...values, [f]: e.target.value });
                  setNothing(false);
                }}
                className={cn(inputClasses, "h-auto py-2")}
              />
            )}
          </Field>
        ))}
      </div>
      {nothing ? (
        <p role="status" className="text-sm text-slate-600">
          Nothing changed since the last save.
        </p>
      ) : null}
      {stage.error ? (
        <Notice tone="danger" role="alert" title="The evidence was not saved">
          {stage.error.message}
        </Notice>
      ) : null}
      <Button type="submit" variant="secondary" loading={stage.isPending}>
        Save evidence
      </Button>
    </form>
  );
}

const MAX_MB = DISPUTE_FILE_MAX_BYTES / 1024 / 1024;

function FileUploadForm({ dispute, mode }: { dispute: DisputeItem; mode: DashboardMode }) {
  const upload = useUploadEvidenceFile(mode, dispute.dispute_reference);
  const notify = useToast();
  const input = useRef<HTMLInputElement>(null);
  const [purpose, setPurpose] = useState<string>("receipt");
  const [missing, setMissing] = useState(false);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    upload.reset();
    const file = input.current?.files?.[0];
    if (!file) return setMissing(true);
    setMissing(false);
    upload.mutate(
      { file, purpose },
      {
        onSuccess: () => {
          if (input.current) input.current.value = "";
          notify({ title: "File added", description: file.name });
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Upload an evidence file" className="mt-4 space-y-3">
      <div className="grid gap-3 sm:grid-cols-[1fr_14rem_auto] sm:items-end">
        <Field label="File" hint={`PDF, PNG, JPEG or plain text, at most ${MAX_MB} MB.`} error={missing ? "Choose a file" : undefined}>
          {(p) => <input {...p} ref={input} type="file" name="file" accept="application/pdf,image/png,image/jpeg,text/plain" className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-1.5 file:text-sm file:font-medium" onChange={() => setMissing(false)} />}
        </Field>
        <Field label="Purpose">
          {(p) => (
            <select {...p} name="purpose" value={purpose} onChange={(e) => setPurpose(e.target.value)} className={inputClasses}>
              {DISPUTE_FILE_PURPOSES.map((v) => (
                <option key={v} value={v}>
                  {PURPOSE_LABELS[v] ?? v}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Button type="submit" variant="secondary" loading={upload.isPending} className="sm:mb-[1.6rem]">
          Upload file
        </Button>
      </div>
      {upload.error ? (
        <Notice tone="danger" role="alert" title="The file was not added">
          {upload.error.message}
        </Notice>
      ) : null}
    </form>
  );
}

function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KB`;
  return `${(n / 1024 / 1024).toFixed(1)} MB`;
}
