"use client";
// A dashboard form's failed save, said once above its buttons: field errors already show beside
// their fields, so the notice only appears when the server refused for another reason.
import { Notice } from "@/components/ui/notice";
import { DashboardRequestError } from "@/lib/dashboard/client/fetch-json";

export function MutationErrorNotice({ error, title }: { error: Error | null; title: string }) {
  if (!error || (error instanceof DashboardRequestError && Object.keys(error.fieldErrors).length)) return null;
  return (
    <Notice tone="danger" role="alert" title={title}>
      {error.message}
    </Notice>
  );
}
