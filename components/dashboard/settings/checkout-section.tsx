"use client";

// Settings, "Checkout" card: retry window, session lifetime, the two checkout switches and receipt e-mails.
import type { Errors, FormValues, SetField } from "@/components/dashboard/settings/settings-form-values";
import { ToggleRow } from "@/components/dashboard/settings/toggle-row";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";

export function CheckoutSection({ values, errors, set }: { values: FormValues; errors: Errors; set: SetField }) {
  return (
    <Card>
      <CardHeader title="Checkout" description="Rules for payment sessions created through the API." />
      <CardBody className="grid gap-5 sm:grid-cols-2">
        <Field
          label="Retry window (minutes)"
          error={errors.retry_window_minutes}
          hint="How long a customer may retry after a failed attempt: 5 to 60 minutes."
        >
          {(p) => (
            <Input
              {...p}
              name="retry_window_minutes"
              type="number"
              inputMode="numeric"
              min={5}
              max={60}
              step={1}
              value={values.retry_window_minutes}
              onChange={(e) => set("retry_window_minutes", e.target.value)}
            />
          )}
        </Field>
        <Field
          label="Checkout session lifetime (minutes)"
          error={errors.session_lifetime_minutes}
          hint="How long a checkout link stays valid: 5 to 1440 minutes (24 hours)."
        >
          {(p) => (
            <Input
              {...p}
              name="session_lifetime_minutes"
              type="number"
              inputMode="numeric"
              min={5}
              max={1440}
              step={1}
              value={values.session_lifetime_minutes}
              onChange={(e) => set("session_lifetime_minutes", e.target.value)}
            />
          )}
        </Field>
        <ToggleRow
          name="customer_profiles_enabled"
          label="Customer profiles"
          description="Remember customers across payments and list them under Customers."
          checked={values.customer_profiles_enabled}
          onChange={(checked) => set("customer_profiles_enabled", checked)}
        />
        <ToggleRow
          name="restrict_to_preferred_methods"
          label="Show only the payment methods a payment prefers"
          description={
            <>
              When a payment sets <code className="font-mono text-[12px]">preferred_payment_methods</code>, checkout offers only
              those methods. When off, they are listed first and your other methods stay available.
            </>
          }
          checked={values.restrict_to_preferred_methods}
          onChange={(checked) => set("restrict_to_preferred_methods", checked)}
        />
        <ToggleRow
          name="receipt_emails_enabled"
          label="E-mail receipts to customers"
          description="After each successful payment, send the customer a receipt with a link to print it, when they gave an e-mail address and this server has e-mail (SMTP) set up."
          checked={values.receipt_emails_enabled}
          onChange={(checked) => set("receipt_emails_enabled", checked)}
        />
      </CardBody>
    </Card>
  );
}
