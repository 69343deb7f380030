"use client";
// The top of every detail page (a payment, payout, customer, payment link, subaccount, virtual
// account, webhook endpoint): the way back to its list, what it is, its title with its status
// badge, its reference with a copy button, and the actions it allows.
import type { ReactNode } from "react";
import Link from "next/link";
import { cn } from "@/components/ui/cn";
import { CopyButton } from "@/components/ui/copy-button";
import { focusRing } from "@/components/ui/focus";

export function DetailHeader({
  back,
  eyebrow,
  title,
  numeric = false,
  badge,
  reference,
  meta,
  actions,
}: {
  /** The list this object belongs to; a page with its own way back leaves it out. */
  back?: { href: string; label: string };
  /** What the object is ("Payment", "Payout to Abebe"), above the title. */
  eyebrow?: ReactNode;
  title: ReactNode;
  /** The title is an amount: tabular figures. */
  numeric?: boolean;
  /** The status badge, and anything else that belongs beside the title. */
  badge?: ReactNode;
  /** The object's reference, shown in full with a copy button; srLabel names it for screen readers. */
  reference?: { text: string; srLabel: string };
  /** More beside the reference ("Your reference …"). */
  meta?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <>
      {back ? (
        <nav aria-label="Breadcrumb" className="mb-4">
          <Link href={back.href} className={cn("inline-flex items-center gap-1 rounded-sm text-sm font-medium text-slate-500 hover:text-slate-800", focusRing)}>
            <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4">
              <path fillRule="evenodd" d="M12.8 5.2a.75.75 0 0 1 0 1.06L9.06 10l3.74 3.74a.75.75 0 1 1-1.06 1.06l-4.27-4.27a.75.75 0 0 1 0-1.06l4.27-4.27a.75.75 0 0 1 1.06 0Z" clipRule="evenodd" />
            </svg>
            {back.label}
          </Link>
        </nav>
      ) : null}

      <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          {eyebrow ? <p className="text-sm font-medium text-slate-500">{eyebrow}</p> : null}
          <div className="mt-0.5 flex flex-wrap items-center gap-3">
            <h1 className={cn("text-2xl font-semibold tracking-tight break-words text-slate-900", numeric && "tabular-nums")}>{title}</h1>
            {badge}
          </div>
          {reference || meta ? (
            <div className="mt-1.5 flex flex-wrap items-center gap-2 text-sm text-slate-500">
              {reference ? (
                <>
                  <code className="font-mono text-[13px] break-all text-slate-700">{reference.text}</code>
                  <CopyButton text={reference.text} srLabel={reference.srLabel} iconOnly />
                </>
              ) : null}
              {meta}
            </div>
          ) : null}
        </div>
        {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
      </div>
    </>
  );
}

/** "· Your reference ABC-1" beside a reference: the merchant's own reference of a payment or payout. */
export function YourReference({ value }: { value: string | null | undefined }) {
  if (!value) return null;
  return (
    <span className="min-w-0 basis-full truncate sm:basis-auto">
      <span aria-hidden="true" className="hidden sm:inline">
        ·{" "}
      </span>
      Your reference <span className="font-medium text-slate-700">{value}</span>
    </span>
  );
}
