// POST /v2/disputes/{id}/files: add an evidence file, multipart/form-data fields `file` and `purpose`.
import { apiRoutes, withApi } from "@/lib/api/with-api";
import { fileUploadReader } from "@/lib/http/read-file-upload";
import { DISPUTE_FILE_MAX_BYTES } from "@/lib/catalog/dispute-states";
import { disputeFileUploadSchema } from "@/lib/schemas/disputes";
import { DISPUTE_FILE_FIELD, uploadDisputeFile } from "@/lib/disputes/dispute-evidence";
import { serializeDisputeFile } from "@/lib/disputes/serialize-dispute";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  POST: withApi({
    auth: "secret",
    body: disputeFileUploadSchema,
    readBody: fileUploadReader({ field: DISPUTE_FILE_FIELD, maxBytes: DISPUTE_FILE_MAX_BYTES }),
    idempotent: true,
    handler: async ({ db, merchantId, mode, otherMode, actor, params, body }) => {
      const file = await uploadDisputeFile(db, { merchantId, mode, otherMode, id: params.id, upload: body, actor });
      return { status: 201, message: "Evidence file added", data: serializeDisputeFile(file) };
    },
  }),
});
