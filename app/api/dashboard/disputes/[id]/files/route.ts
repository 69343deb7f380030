// POST /api/dashboard/disputes/{id}/files: add an evidence file (multipart/form-data `file` and `purpose`;
// disputes.evidence: owners, admins, support).
import { dashboardRoutes, scopeOf, withDashboard } from "@/lib/dashboard/with-dashboard";
import { fileUploadReader } from "@/lib/http/read-file-upload";
import { DISPUTE_FILE_MAX_BYTES } from "@/lib/catalog/dispute-states";
import { disputeFileUploadSchema } from "@/lib/schemas/disputes";
import { DISPUTE_FILE_FIELD, uploadDisputeFile } from "@/lib/disputes/dispute-evidence";
import { serializeDisputeFile } from "@/lib/disputes/serialize-dispute";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  POST: withDashboard({
    action: "disputes.evidence",
    body: disputeFileUploadSchema,
    readBody: fileUploadReader({ field: DISPUTE_FILE_FIELD, maxBytes: DISPUTE_FILE_MAX_BYTES }),
    handler: async ({ db, ctx, params, body }) => {
      const file = await uploadDisputeFile(db, { ...scopeOf(ctx), id: params.id, upload: body, actor: ctx.actor });
      return { status: 201, message: "Evidence file added", data: serializeDisputeFile(file) };
    },
  }),
});
