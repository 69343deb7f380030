"use client";
// "Deactivate" a subaccount, after a confirmation: it cannot be undone.
import { useDeactivateSubaccount } from "@/components/dashboard/money-hooks";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Notice } from "@/components/ui/notice";
import { useToast } from "@/components/ui/toast";
import type { DashboardMode } from "@/lib/catalog/modes";
import type { SubaccountItem } from "@/lib/subaccounts/subaccount-view-types";

export function DeactivateSubaccountDialog({ target, onClose, mode }: { target: SubaccountItem | null; onClose: () => void; mode: DashboardMode }) {
  const deactivate = useDeactivateSubaccount(mode);
  const notify = useToast();
  const close = () => {
    deactivate.reset();
    onClose();
  };
  return (
    <Dialog
      open={target !== null}
      onClose={close}
      dismissible={!deactivate.isPending}
      title={`Deactivate ${target?.subaccount_name ?? "subaccount"}?`}
      description={
        <>
          New payments can no longer split to it; payments already created still settle its share, and its balance stays. This cannot
          be undone, and its bank account cannot be used for another subaccount.
        </>
      }
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={deactivate.isPending}>
            Cancel
          </Button>
          <Button
            variant="danger"
            loading={deactivate.isPending}
            onClick={() =>
              target &&
              deactivate.mutate(target.subaccount_reference, {
                onSuccess: () => {
                  notify({ title: "Subaccount deactivated", description: `${target.subaccount_name} no longer receives new splits.` });
                  close();
                },
              })
            }
          >
            Deactivate
          </Button>
        </>
      }
    >
      {deactivate.isError ? (
        <Notice tone="danger" role="alert" title="The subaccount was not deactivated">
          {deactivate.error.message}
        </Notice>
      ) : null}
    </Dialog>
  );
}
