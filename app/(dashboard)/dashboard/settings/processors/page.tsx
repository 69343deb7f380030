// /dashboard/settings/processors: the processor accounts that carry the merchant's payments.
import type { Metadata } from "next";
import { listDocSlugs } from "@/lib/docs/list-docs";
import { connectorFormSpecs } from "@/lib/processors/connector-specs";
import { ProcessorsClient } from "./processors-client";

export const metadata: Metadata = { title: "Processors" };

export default function ProcessorsPage() {
  // The guide is linked only when this build has it.
  const docsHref = listDocSlugs().includes("processors") ? "/docs/processors" : null;
  // The connect form's processors and fields, from the connector list (server code the client cannot import).
  return <ProcessorsClient docsHref={docsHref} connectors={connectorFormSpecs()} />;
}
