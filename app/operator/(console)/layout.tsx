// The operator console's frame: the signed-in operator (or a redirect to /operator/sign-in) and its menu.
import type { ReactNode } from "react";
import Link from "next/link";
import { OPERATOR_ROLE_LABELS, operatorMay } from "@/lib/catalog/operator-permissions";
import { OperatorSignOutButton } from "@/components/operator/sign-out-button";
import { requireOperator } from "@/app/operator/current-operator";

export const dynamic = "force-dynamic";

export default async function OperatorConsoleLayout({ children }: { children: ReactNode }) {
  const operator = await requireOperator("read");
  const links = [
    { href: "/operator/merchants", label: "Merchants" },
    { href: "/operator/activations", label: "Activation queue" },
    { href: "/operator/queues", label: "Queues" },
    { href: "/operator/connections", label: "Connections" },
    { href: "/operator/reconciliation", label: "Reconciliation" },
    { href: "/operator/jobs", label: "Dead jobs" },
    { href: "/operator/risk", label: "Risk rules" },
    { href: "/operator/audit", label: "Audit log" },
    ...(operatorMay(operator.role, "operators.manage") ? [{ href: "/operator/operators", label: "Operators" }] : []),
  ];
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-slate-900 text-slate-100">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-6 py-3">
          <nav className="flex items-center gap-5 text-sm" aria-label="Operator console">
            <span className="font-semibold">Operator console</span>
            {links.map((l) => (
              <Link key={l.href} href={l.href} className="text-slate-300 hover:text-white">
                {l.label}
              </Link>
            ))}
          </nav>
          <div className="flex items-center gap-3 text-xs text-slate-300">
            <span>
              {operator.email} · {OPERATOR_ROLE_LABELS[operator.role]}
            </span>
            <div className="rounded bg-white">
              <OperatorSignOutButton />
            </div>
          </div>
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-6 py-8">{children}</main>
    </div>
  );
}
