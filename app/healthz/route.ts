// GET /healthz: the process is up (no database, no auth).
import { withRequestId } from "@/lib/http/routes";

export const dynamic = "force-dynamic";

export const GET = withRequestId(() => Response.json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } }));
