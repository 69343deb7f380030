// The dashboard's answer for a detail page whose object is not there: an unknown id, another
// merchant's object, or one of the other mode (the dashboard shows one mode at a time).
import type { ReactNode } from "react";
import Link from "next/link";
import { PageHeader } from "@/components/dashboard/page-header";
import { buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";

export function ObjectNotFound(props: { heading: string; title: string; description: string; icon: ReactNode; back: { href: string; label: string } }) {
  return (
    <>
      <PageHeader title={props.heading} />
      <Card>
        <EmptyState
          headingLevel={2}
          icon={props.icon}
          title={props.title}
          description={props.description}
          action={
            <Link href={props.back.href} className={buttonClasses("secondary")}>
              {props.back.label}
            </Link>
          }
        />
      </Card>
    </>
  );
}
