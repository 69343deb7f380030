import "server-only";
// Reviews, newest first: a merchant's (the API, the dashboard) or every merchant's (merchantId null:
// the operator's queue), filtered by mode and status, paged by a signed position cursor (the opening
// time and the id), so reviews opened meanwhile never shift a page. A cursor is bound to the list it
// was made for (the merchant and the filters), like the API's other cursors (lib/http/cursor.ts).
import crypto from "node:crypto";
import type { Db } from "@/lib/db";
import type { Mode, Prisma } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/http/errors";
import { derivedKey } from "@/lib/http/derived-keys";
import { RISK_REVIEW_STATUSES, type RiskReviewStatus } from "@/lib/catalog/risk";
import { serializeRiskReview, type SerializedRiskReview } from "@/lib/risk/serialize-risk-review";

export const DEFAULT_REVIEW_PAGE = 20;
export const MAX_REVIEW_PAGE = 100;

export type ListRiskReviewsOptions = {
  /** A merchant's reviews; null (or left out): every merchant's, for the operator. */
  merchantId?: string | null;
  mode?: Mode;
  status?: RiskReviewStatus;
  cursor?: string;
  limit?: number;
};

export type RiskReviewPage = { items: SerializedRiskReview[]; has_more: boolean; next_cursor: string | null };

export async function listRiskReviews(db: Db, opts: ListRiskReviewsOptions = {}): Promise<RiskReviewPage> {
  const limit = opts.limit ?? DEFAULT_REVIEW_PAGE;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_REVIEW_PAGE) {
    throw new ApiError("INVALID_VALUE", `limit must be a whole number from 1 to ${MAX_REVIEW_PAGE}`, [{ field: "limit", message: `1 to ${MAX_REVIEW_PAGE}` }]);
  }
  if (opts.status !== undefined && !(RISK_REVIEW_STATUSES as readonly string[]).includes(opts.status)) {
    throw new ApiError("INVALID_VALUE", `status must be one of ${RISK_REVIEW_STATUSES.join(", ")}`, [{ field: "status", message: "unknown status" }]);
  }
  const where: Prisma.RiskReviewWhereInput = {
    ...(opts.merchantId ? { merchantId: opts.merchantId } : {}),
    ...(opts.mode ? { mode: opts.mode } : {}),
    ...(opts.status ? { status: opts.status } : {}),
  };
  const binding = JSON.stringify([opts.merchantId ?? null, opts.mode ?? null, opts.status ?? null]);
  const after = opts.cursor === undefined ? null : decodeReviewCursor(opts.cursor, binding);
  const rows = await db.riskReview.findMany({
    where: after ? { AND: [where, { OR: [{ openedAt: { lt: after.openedAt } }, { openedAt: after.openedAt, id: { lt: after.id } }] }] } : where,
    orderBy: [{ openedAt: "desc" }, { id: "desc" }],
    take: limit + 1,
  });
  const page = rows.slice(0, limit);
  const hasMore = rows.length > limit;
  const last = page.at(-1);
  return { items: page.map(serializeRiskReview), has_more: hasMore, next_cursor: hasMore && last ? encodeReviewCursor(last, binding) : null };
}

const cursorKey = () => derivedKey("risk review cursor v1");
const sign = (text: string) => crypto.createHmac("sha256", cursorKey()).update(text).digest().subarray(0, 16).toString("base64url");

function encodeReviewCursor(row: { openedAt: Date; id: string }, binding: string): string {
  const payload = Buffer.from(JSON.stringify([row.openedAt.toISOString(), row.id])).toString("base64url");
  return `${payload}.${sign(`${payload}\0${binding}`)}`;
}

function decodeReviewCursor(text: string, binding: string): { openedAt: Date; id: string } {
  const refused = new ApiError("INVALID_VALUE", "cursor is not a cursor from this list; use next_cursor as given", [{ field: "cursor", message: "not a cursor from this list" }]);
  const [payload, signature, extra] = text.split(".");
  if (!payload || !signature || extra !== undefined) throw refused;
  const wanted = Buffer.from(sign(`${payload}\0${binding}`));
  const given = Buffer.from(signature);
  if (wanted.length !== given.length || !crypto.timingSafeEqual(wanted, given)) throw refused;
  try {
    const [openedAt, id] = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as [string, string];
    const at = new Date(openedAt);
    if (Number.isNaN(at.getTime()) || typeof id !== "string") throw refused;
    return { openedAt: at, id };
  } catch {
    throw refused;
  }
}

/** One review, a merchant's own (another merchant's is NOT_FOUND), or any for the operator (merchantId null). */
export async function getRiskReview(db: Db, opts: { reviewId: string; merchantId?: string | null; mode?: Mode }): Promise<SerializedRiskReview> {
  const row = await db.riskReview.findFirst({ where: { id: opts.reviewId, ...(opts.merchantId ? { merchantId: opts.merchantId } : {}), ...(opts.mode ? { mode: opts.mode } : {}) } });
  if (!row) throw new ApiError("NOT_FOUND", `Risk review "${opts.reviewId}" not found`);
  return serializeRiskReview(row);
}
