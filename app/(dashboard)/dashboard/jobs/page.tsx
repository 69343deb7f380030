import type { Metadata } from "next";
import { JobsClient } from "./jobs-client";

export const metadata: Metadata = { title: "Failed jobs" };

export default function JobsPage() {
  return <JobsClient />;
}
