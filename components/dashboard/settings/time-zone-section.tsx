"use client";

// Settings, "Time zone" card: the zone the dashboard counts days in: date
// filters, the overview's days, CSV exports and settlement days. The API keeps ISO 8601 times with
// their offset whatever is chosen here.
import { useMemo } from "react";
import { SelectField } from "@/components/ui/select-field";
import type { Errors, FormValues, SetField } from "@/components/dashboard/settings/settings-form-values";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { selectableTimeZones } from "@/lib/catalog/time-zones";

export function TimeZoneSection({ values, errors, set }: { values: FormValues; errors: Errors; set: SetField }) {
  const zones = useMemo(() => {
    const all = selectableTimeZones();
    // A saved zone this browser does not list stays selectable.
    return values.time_zone && !all.includes(values.time_zone) ? [values.time_zone, ...all] : all;
  }, [values.time_zone]);
  return (
    <Card>
      <CardHeader
        title="Time zone"
        description="Days in the dashboard (date filters, the overview's charts, CSV exports, settlement days) run from midnight to midnight in this zone."
      />
      <CardBody className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label="Time zone"
          name="time_zone"
          error={errors.time_zone}
          hint="The API always answers ISO 8601 times with their offset."
          value={values.time_zone}
          onChange={(zone) => set("time_zone", zone)}
          options={zones.map((zone) => ({ value: zone, label: zone.replaceAll("_", " ") }))}
        >
          <option value="">Default: your country&apos;s zone, else UTC</option>
        </SelectField>
      </CardBody>
    </Card>
  );
}
