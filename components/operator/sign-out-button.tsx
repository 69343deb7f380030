"use client";
// Ends the operator's session (POST, same-origin) and goes back to the sign-in page.
import { Button } from "@/components/ui/button";
import { operatorFetch } from "@/components/operator/operator-fetch";

export function OperatorSignOutButton() {
  return (
    <Button variant="ghost" size="sm" onClick={() => operatorFetch("/api/operator/sign-out", {}).finally(() => window.location.assign(new URL("/operator/sign-in", window.location.origin).href))}>
      Sign out
    </Button>
  );
}
