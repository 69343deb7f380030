// The dashboard frame for every /dashboard page. proxy.ts already sent signed-out
// visitors to /login; this also covers a membership removed since the JWT was issued.
import type { ReactNode } from "react";
import { redirect } from "next/navigation";
import { getDashboardSession, SESSION_RENEW_SECONDS } from "@/lib/auth/session";
import { SessionKeepAlive } from "@/components/dashboard/session-keep-alive";
import { DashboardShell } from "@/components/dashboard/shell";
import { Providers } from "@/components/providers";
import { db } from "@/lib/db";
import { getActivationSummary } from "@/lib/merchants/activation/get-activation";

export default async function DashboardLayout({ children }: { children: ReactNode }) {
  const session = await getDashboardSession();
  if (!session) redirect("/login");
  // The team requires two-factor sign-in and this member has not set it up yet.
  if (session.twoFactorSetupNeeded) redirect("/two-factor/setup");
  // The banner and the mode switch lead a merchant that is not live yet to its checklist.
  const { hold, ...activation } = await getActivationSummary(db(), session.merchantId);
  // React Query and toasts are the dashboard's alone: here, not in the root layout.
  return (
    <Providers>
      <DashboardShell
        viewer={{ mode: session.mode, role: session.role, merchantName: session.merchantName, email: session.email, activation, hold }}
      >
        <SessionKeepAlive renewEverySeconds={SESSION_RENEW_SECONDS} />
        {children}
      </DashboardShell>
    </Providers>
  );
}
