"use client";

// Merchant settings. The form validates with merchantSettingsSchema, the same zod
// schema the PATCH route and the service use, so the browser and the server agree on every rule.
// Its sections live in components/dashboard/settings/, one file each.
import { useSettings } from "@/components/dashboard/hooks";
import { PageHeader } from "@/components/dashboard/page-header";
import { SettingsForm } from "@/components/dashboard/settings/settings-form";
import { SettingsSkeleton } from "@/components/dashboard/settings/settings-skeleton";
import { LoadError } from "@/components/ui/load-error";
import { useDashboard } from "@/components/dashboard/dashboard-context";
import { TwoFactorSection } from "@/components/dashboard/settings/two-factor-section";

export function SettingsClient() {
  const settings = useSettings();
  const { role } = useDashboard();
  return (
    <>
      <PageHeader title="Settings" description="How your business appears to customers and how checkout behaves." />
      {settings.isPending ? (
        <SettingsSkeleton />
      ) : settings.isError ? (
        <LoadError title="Could not load your settings" error={settings.error} onRetry={() => settings.refetch()} />
      ) : (
        // Keyed by the saved values: a successful save (or a refetch with new data) starts a clean form.
        <SettingsForm key={JSON.stringify(settings.data)} saved={settings.data} />
      )}
      {/* Each user's own sign-in, whatever their role. */}
      <div className="mt-6">
        <TwoFactorSection isOwner={role === "owner"} />
      </div>
    </>
  );
}
