// GET /api/dashboard/disputes/{id}/files/{fileId}: an evidence file's bytes, to the merchant's team only,
// as an attachment (never rendered inline on this origin) with the type judged when it was uploaded.
import { dashboardRead, dashboardRoutes, scopeOf } from "@/lib/dashboard/with-dashboard";
import { readDisputeFile } from "@/lib/disputes/dispute-evidence";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  GET: dashboardRead(async ({ db, ctx, params }) => {
    const file = await readDisputeFile(db, { ...scopeOf(ctx), id: params.id, fileId: params.fileId });
    return new Response(Buffer.from(file.content), {
      headers: {
        "Content-Type": file.mimeType,
        "Content-Disposition": `attachment; filename="${file.fileName.replace(/[^\x20-\x7e]/g, "_")}"`,
        "X-Content-Type-Options": "nosniff",
        "Cache-Control": "private, no-store",
      },
    });
  }),
});
