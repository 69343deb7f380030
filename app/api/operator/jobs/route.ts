// GET /api/operator/jobs: dead jobs across the installation, newest first; ?owner=installation (the gateway's own) or ?owner=mch_… (one merchant's).
import { z } from "zod";
import { apiRoutes } from "@/lib/http/routes";
import { listDeadJobs } from "@/lib/operator/jobs/list-dead-jobs";
import { withOperator } from "@/lib/operator/with-operator";

const query = z.object({ owner: z.union([z.literal("installation"), z.string().regex(/^mch_[0-9A-Za-z]+$/, "installation or a merchant id, mch_…")]).optional() }).strict();

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  GET: withOperator("read", { query, handler: async ({ db, query }) => ({ message: "Dead jobs", data: await listDeadJobs(db, { owner: query.owner }) }) }),
});
