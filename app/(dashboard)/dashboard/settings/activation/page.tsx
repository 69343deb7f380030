// /dashboard/settings/activation: the go-live checklist, and the live secret key shown once after the operator activates.
import type { Metadata } from "next";
import { ActivationClient } from "./activation-client";

export const metadata: Metadata = { title: "Go live" };

export default async function ActivationPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const verify = (await searchParams).verify;
  // The e-mail's link carries its token here; the owner confirms with one click (a GET never verifies).
  return <ActivationClient verifyToken={typeof verify === "string" ? verify.slice(0, 80) : null} />;
}
