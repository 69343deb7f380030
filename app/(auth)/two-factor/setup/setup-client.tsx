"use client";
import { Notice } from "@/components/ui/notice";
import { TwoFactorSection } from "@/components/dashboard/settings/two-factor-section";
import { SignOutButton } from "@/components/dashboard/sign-out-button";

export function TwoFactorSetupClient({ merchantName }: { merchantName: string }) {
  return (
    <>
      <h1 className="mb-4 text-center text-2xl font-semibold tracking-tight text-slate-900">Set up two-factor sign-in</h1>
      <Notice tone="info" className="mb-4">
        {merchantName} requires two-factor sign-in for every member. Set it up to continue to the dashboard.
      </Notice>
      <TwoFactorSection
        isOwner={false}
        // A full load: the dashboard layout checks the session again and lets the member in.
        // eslint-disable-next-line @next/next/no-location-assign-relative-destination
        onEnabled={() => window.location.assign("/dashboard")}
      />
      <div className="mt-4 flex justify-center">
        <SignOutButton />
      </div>
    </>
  );
}
