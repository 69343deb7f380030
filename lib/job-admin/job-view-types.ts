// Client-safe: type-only imports.
import type { JobView } from "@/lib/job-admin/list-jobs";

/** A dead background job as the dashboard shows it (GET /api/dashboard/jobs). */
export type DeadJobItem = JobView;
