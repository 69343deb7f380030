import type { Metadata } from "next";
import { ApiKeysClient } from "./api-keys-client";

export const metadata: Metadata = { title: "API keys" };

export default function ApiKeysPage() {
  return <ApiKeysClient />;
}
