// /dashboard/settings/processors: the processor accounts that carry the merchant's payments.
import type { Metadata } from "next";
import { listDocSlugs } from "@/lib/docs/list-docs";
import { ProcessorsClient } from "./processors-client";

export const metadata: Metadata = { title: "Processors" };

export default function ProcessorsPage() {
  // The guide is linked only when this build has it.
  const docsHref = listDocSlugs().includes("processors") ? "/docs/processors" : null;
  return <ProcessorsClient docsHref={docsHref} />;
}
