"use client";

// Settings, "Subaccount settlement" card: when subaccount balances are paid to their
// bank accounts. Minimums and fees: docs/decisions.md "Subaccount settlement".
import { SelectField } from "@/components/ui/select-field";
import type { Errors, FormValues, SetField } from "@/components/dashboard/settings/settings-form-values";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { formatInZone } from "@/lib/catalog/time-zones";

/**
 * The settlement job's days stay UTC days (item 12: moving a period's boundary with a
 * zone change could settle twice in one day); the labels say when that is in the merchant's zone.
 */
function choices(zone: string): { value: FormValues["settlement_schedule"]; label: string }[] {
  const local = zone === "UTC" ? "" : `, ${formatInZone(new Date(Date.UTC(2026, 0, 5)), zone).slice(11, 16)} ${zone.replaceAll("_", " ")}`;
  return [
    { value: "daily", label: `Daily (each day after 00:00 UTC${local})` },
    { value: "weekly", label: `Weekly (Mondays after 00:00 UTC${local})` },
    { value: "manual", label: "Manual (only when you press Settle now)" },
  ];
}

export function SettlementSection({ values, errors, set, zone }: { values: FormValues; errors: Errors; set: SetField; zone: string }) {
  const CHOICES = choices(zone);
  return (
    <Card>
      <CardHeader
        title="Subaccount settlement"
        description="Subaccount balances are paid to their bank accounts by payouts: the whole balance minus the payout fee, once it reaches the minimum for its currency (USD 10, ETB 50, UGX 20,000, DJF 2,000)."
      />
      <CardBody className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label="Settlement schedule"
          name="settlement_schedule"
          error={errors.settlement_schedule}
          hint="Settle now on the Subaccounts page works whatever the schedule."
          value={values.settlement_schedule}
          onChange={(schedule) => set("settlement_schedule", schedule as FormValues["settlement_schedule"])}
          options={CHOICES}
        />
      </CardBody>
    </Card>
  );
}
