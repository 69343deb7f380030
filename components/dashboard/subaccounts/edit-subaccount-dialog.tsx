"use client";
// "Edit" a subaccount: its name and default split; payments already created keep theirs.
import type { FormEvent } from "react";
import { useUpdateSubaccount } from "@/components/dashboard/money-hooks";
import { focusFirst, serverFailure } from "@/components/dashboard/subaccounts/form-helpers";
import { SplitEditor } from "@/components/dashboard/subaccounts/split-editor";
import { useLiveForm } from "@/components/dashboard/use-live-form";
import { Dialog } from "@/components/ui/dialog";
import { DialogFooter } from "@/components/ui/dialog-footer";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Notice } from "@/components/ui/notice";
import { useToast } from "@/components/ui/toast";
import { formatSplitRule } from "@/lib/money/format-amount";
import { sentence, toUpdateInput, validateEditSubaccount, type EditSubaccountValues } from "@/lib/subaccounts/subaccount-form";
import type { DashboardMode } from "@/lib/catalog/modes";
import type { SubaccountItem } from "@/lib/subaccounts/subaccount-view-types";

const amountText = (v: number | null) => (v === null ? "" : String(v));

function editValues(s: SubaccountItem): EditSubaccountValues {
  return {
    subaccount_name: s.subaccount_name,
    split_type: s.split_type,
    split_value: String(s.split_value),
    min_amount: amountText(s.min_amount),
    max_amount: amountText(s.max_amount),
  };
}

/** Mounted afresh for each opening (the caller keys it), so the form starts from the subaccount's current values. */
export function EditSubaccountDialog({
  open,
  target,
  onClose,
  mode,
}: {
  open: boolean;
  target: SubaccountItem;
  onClose: () => void;
  mode: DashboardMode;
}) {
  const update = useUpdateSubaccount(mode);
  const notify = useToast();
  const form = useLiveForm(() => editValues(target), (v) => validateEditSubaccount(v, target.currency));
  const { values, errors } = form;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    update.reset();
    const problems = form.submit();
    if (problems.length) return focusFirst(event.currentTarget, problems);
    update.mutate(
      { reference: target.subaccount_reference, input: toUpdateInput(values) },
      {
        onSuccess: (data) => {
          notify({
            title: data.changed.length ? "Subaccount updated" : "Nothing to save",
            description: data.changed.length
              ? `New payments use ${formatSplitRule(data.subaccount.split_type, data.subaccount.split_value, data.subaccount.currency)} by default.`
              : "The subaccount already had these settings.",
          });
          onClose();
        },
        onError: (error) => serverFailure(error, form.setServerErrors),
      },
    );
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      dismissible={!update.isPending}
      className="sm:max-w-xl"
      title={`Edit ${target.subaccount_name}`}
      description="Payments already created keep the split they were created with."
    >
      <form noValidate onSubmit={onSubmit} aria-label="Edit subaccount" className="space-y-5">
        <fieldset disabled={update.isPending} className="space-y-5">
          <Field label="Subaccount name" error={sentence(errors.subaccount_name)}>
            {(p) => (
              <Input
                {...p}
                name="subaccount_name"
                autoComplete="off"
                value={values.subaccount_name}
                onChange={(e) => form.set("subaccount_name", e.target.value)}
                onBlur={() => form.touch("subaccount_name")}
              />
            )}
          </Field>
          <SplitEditor
            values={values}
            errors={errors}
            currency={target.currency}
            onChange={(field, value) => form.set(field, value)}
            onBlur={(field) => form.touch(field)}
          />
        </fieldset>
        {update.isError ? (
          <Notice tone="danger" role="alert" title="The subaccount was not updated">
            {update.error.message}
          </Notice>
        ) : null}
        <DialogFooter onCancel={onClose} pending={update.isPending} submitLabel="Save changes" />
      </form>
    </Dialog>
  );
}
