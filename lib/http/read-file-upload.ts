// Reads a file upload (POST /v2/payment-links/images): `multipart/form-data` with the
// file in one field, as Stripe's file uploads and every HTML form send it. The wrapper's body
// reader for such routes (withApi / withDashboard `readBody`): the answer goes through the
// route's zod schema like a JSON body, and into the Idempotency-Key's fingerprint, so its bytes
// travel as base64 text (a file of 1 MB is 1.3 MB of text; the fingerprint hashes it once).
// Refusals: not multipart (INVALID_FORMAT), a body that does not parse (INVALID_FORMAT), a file
// over the limit (INVALID_VALUE naming the field, without reading the rest), no such field or a
// text value instead of a file (VALIDATION_ERROR, from the schema), an empty file (INVALID_VALUE).
import crypto from "node:crypto";
import { ApiError } from "@/lib/http/errors";
import { readLimited } from "@/lib/http/read-json-body";

/** Headers and boundaries of a multipart body around its file: generous, a few KB in practice. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** What the reader hands the route's schema for each file field. */
export type UploadedFile = { filename: string; declared_type: string; size: number; sha256: string; base64: string };

function tooLarge(field: string, maxBytes: number) {
  const message = `must be at most ${maxBytes / 1_000_000} MB (${maxBytes} bytes)`;
  return new ApiError("INVALID_VALUE", `${field} ${message}`, [{ field, message }]);
}

export function fileUploadReader(opts: { field: string; maxBytes: number }) {
  return async (req: Request): Promise<Record<string, unknown>> => {
    const contentType = req.headers.get("content-type") ?? "";
    if (!/^multipart\/form-data\s*;/i.test(contentType)) {
      throw new ApiError("INVALID_FORMAT", `Content-Type must be multipart/form-data, with the file in the field "${opts.field}"`);
    }
    const limit = opts.maxBytes + MULTIPART_OVERHEAD_BYTES;
    if (Number(req.headers.get("content-length") ?? "0") > limit) throw tooLarge(opts.field, opts.maxBytes);
    const bytes = await readLimited(req, limit).catch((error: unknown) => {
      throw error instanceof ApiError ? tooLarge(opts.field, opts.maxBytes) : error;
    });
    let form: FormData;
    try {
      form = await new Response(bytes as BodyInit, { headers: { "content-type": contentType } }).formData();
    } catch {
      throw new ApiError("INVALID_FORMAT", "Request body is not valid multipart/form-data");
    }
    const out: Record<string, unknown> = {};
    for (const [name, value] of form.entries()) {
      if (typeof value === "string") {
        out[name] = value;
        continue;
      }
      const content = Buffer.from(await value.arrayBuffer());
      if (content.byteLength > opts.maxBytes) throw tooLarge(name, opts.maxBytes);
      const file: UploadedFile = {
        filename: value.name,
        declared_type: value.type,
        size: content.byteLength,
        sha256: crypto.createHash("sha256").update(content).digest("hex"),
        base64: content.toString("base64"),
      };
      out[name] = file;
    }
    return out;
  };
}
