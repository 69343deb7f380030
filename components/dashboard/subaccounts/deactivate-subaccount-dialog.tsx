"use client";
// "Deactivate" a subaccount, after a confirmation: it cannot be undone.
import { useDeactivateSubaccount } from "@/components/dashboard/money-hooks";
import { ConfirmDialog } from "@/components/dashboard/confirm-dialog";
import { useToast } from "@/components/ui/toast";
import type { DashboardMode } from "@/lib/catalog/modes";
import type { SubaccountItem } from "@/lib/subaccounts/subaccount-view-types";

export function DeactivateSubaccountDialog({ target, onClose, mode }: { target: SubaccountItem | null; onClose: () => void; mode: DashboardMode }) {
  const deactivate = useDeactivateSubaccount(mode);
  const notify = useToast();
  return (
    <ConfirmDialog
      open={target !== null}
      onClose={onClose}
      attempt={deactivate}
      title={`Deactivate ${target?.subaccount_name ?? "subaccount"}?`}
      description={
        <>
          New payments can no longer split to it; payments already created still settle its share, and its balance stays. This cannot
          be undone, and its bank account cannot be used for another subaccount.
        </>
      }
      confirmLabel="Deactivate"
      onConfirm={(close) =>
        target &&
        deactivate.mutate(target.subaccount_reference, {
          onSuccess: () => {
            notify({ title: "Subaccount deactivated", description: `${target.subaccount_name} no longer receives new splits.` });
            close();
          },
        })
      }
      errorTitle="The subaccount was not deactivated"
    />
  );
}
