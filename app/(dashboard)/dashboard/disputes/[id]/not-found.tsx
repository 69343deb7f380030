// An unknown dispute id, another merchant's dispute, or one of the other mode (the dashboard shows
// one mode at a time).
import Link from "next/link";
import { PageHeader } from "@/components/dashboard/page-header";
import { buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { AlertIcon } from "@/components/ui/icons";

export default function DisputeNotFound() {
  return (
    <>
      <PageHeader title="Dispute not found" />
      <Card>
        <EmptyState
          headingLevel={2}
          icon={<AlertIcon />}
          title="No dispute with this id in the mode you are viewing"
          description="Check the id. If the dispute belongs to the other mode, switch test mode at the top and open it again."
          action={
            <Link href="/dashboard/disputes" className={buttonClasses("secondary")}>
              Back to disputes
            </Link>
          }
        />
      </Card>
    </>
  );
}
