// An unknown id, another merchant's virtual account, or one of the other mode (the dashboard
// shows one mode at a time).
import Link from "next/link";
import { PageHeader } from "@/components/dashboard/page-header";
import { buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { VirtualAccountIcon } from "@/components/ui/icons";

export default function VirtualAccountNotFound() {
  return (
    <>
      <PageHeader title="Virtual account not found" />
      <Card>
        <EmptyState
          headingLevel={2}
          icon={<VirtualAccountIcon />}
          title="No virtual account with this id in the mode you are viewing"
          description="Check the id. If the account was made in the other mode, switch test mode at the top and open it again."
          action={
            <Link href="/dashboard/virtual-accounts" className={buttonClasses("secondary")}>
              Back to virtual accounts
            </Link>
          }
        />
      </Card>
    </>
  );
}
