"use client";
// The checks of a dashboard form that validates on submit: nothing is said until the first
// submit, then the browser's own check (the route's schema and the service's rules) and the
// server's per-field answer, each server message kept until the next submit or a change.
import { useState, type FormEvent } from "react";
import { DashboardRequestError } from "@/lib/dashboard/client/fetch-json";
import type { FormErrors } from "@/lib/forms/form-errors";

export function useCheckedForm(validate: () => FormErrors, mapServerErrors: (errors: FormErrors) => FormErrors = (e) => e) {
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FormErrors>({});
  return {
    errors: submitted ? { ...validate(), ...serverErrors } : serverErrors,
    /** Call first in onSubmit: true when the form may be sent; else the first field with a problem gets focus. */
    check(event: FormEvent<HTMLFormElement>): boolean {
      event.preventDefault();
      setSubmitted(true);
      setServerErrors({});
      const found = Object.keys(validate());
      if (found.length) event.currentTarget.querySelector<HTMLElement>(`[name="${found[0]}"]`)?.focus();
      return found.length === 0;
    },
    /** A mutation's onError: the server's per-field messages go beside their fields. */
    onServerError(error: Error) {
      if (error instanceof DashboardRequestError) setServerErrors(mapServerErrors(error.fieldErrors));
    },
    /** Forget the server's messages (a field changed). */
    clearServerErrors: () => setServerErrors({}),
    /** Back to a fresh form (the dialog closed, or the form was sent). */
    reset() {
      setSubmitted(false);
      setServerErrors({});
    },
  };
}
