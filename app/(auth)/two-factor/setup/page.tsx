// /two-factor/setup: where the dashboard sends a member whose team requires two-factor sign-in
// and who has not set it up. Outside the dashboard layout, which would send them here again.
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getDashboardSession } from "@/lib/auth/session";
import { TwoFactorSetupClient } from "./setup-client";

export const metadata: Metadata = { title: "Set up two-factor sign-in" };

export default async function TwoFactorSetupPage() {
  const session = await getDashboardSession();
  if (!session) redirect("/login?callbackUrl=%2Ftwo-factor%2Fsetup");
  if (!session.twoFactorSetupNeeded) redirect("/dashboard");
  return <TwoFactorSetupClient merchantName={session.merchantName} />;
}
