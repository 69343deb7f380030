"use client";

// Shown when the mode has no active secret key: the server cannot call the API until one exists.
// The mutation stays with the page: this card unmounts as soon as the new key is listed, which
// would drop the mutation's per-call callbacks (and the one-time reveal of the key).
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { KeyIcon } from "@/components/ui/icons";
import type { DashboardMode } from "@/lib/catalog/modes";

export function CreateSecretKeyCard({
  mode,
  canManage,
  creating,
  onCreate,
}: {
  mode: DashboardMode;
  canManage: boolean;
  creating: boolean;
  onCreate: () => void;
}) {
  return (
    <Card className="mb-6">
      <EmptyState
        icon={<KeyIcon />}
        title={`No active ${mode} secret key`}
        description={`Your server cannot call the API in ${mode} mode until it has a secret key. Create one; it is shown once.`}
        action={
          canManage ? (
            <Button loading={creating} onClick={onCreate}>
              Create secret key
            </Button>
          ) : null
        }
      />
    </Card>
  );
}
