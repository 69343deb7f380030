"use client";
// "Edit" a subaccount: its name and default split; payments already created keep theirs.
import type { FormEvent } from "react";
import { FormDialog } from "@/components/dashboard/form-dialog";
import { useUpdateSubaccount } from "@/components/dashboard/money-hooks";
import { focusFirst, serverFailure } from "@/components/dashboard/subaccounts/form-helpers";
import { SplitEditor } from "@/components/dashboard/subaccounts/split-editor";
import { useLiveForm } from "@/components/dashboard/use-live-form";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
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
      { reference: target.subaccount_reference, input: toUpdateInput(values, target.currency) },
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
    <FormDialog
      open={open} onClose={onClose} attempt={update} onSubmit={onSubmit} className="sm:max-w-xl" formClassName="space-y-5" label="Edit subaccount"
      title={`Edit ${target.subaccount_name}`} submitLabel="Save changes" errorTitle="The subaccount was not updated"
      description="Payments already created keep the split they were created with."
    >
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
    </FormDialog>
  );
}
