// Reads a JSON request body with the wrapper's rules: Content-Type must be JSON (in UTF-8: a body
// declared in another charset is refused, not read as UTF-8 and stored garbled),
// at most 1 MB (413 is not in the spec: 400 INVALID_FORMAT), no nesting deeper than the limits
// and no key given twice (lib/http/json-scan.ts, checked on the text before it is parsed), and it must parse.
import { ApiError } from "@/lib/http/errors";
import { scanJsonText } from "@/lib/http/json-scan";
import { assertStorableText } from "@/lib/http/unsafe-text";

export const MAX_BODY_BYTES = 1_000_000;

export async function readJsonBody(req: Request): Promise<unknown> {
  const contentType = req.headers.get("content-type") ?? "";
  if (!/^application\/json\s*(;|$)/i.test(contentType)) {
    throw new ApiError("INVALID_FORMAT", "Content-Type must be application/json");
  }
  assertUtf8Charset(contentType);
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (declared > MAX_BODY_BYTES) throw tooLarge();
  const bytes = await readLimited(req, MAX_BODY_BYTES);
  let text: string;
  try {
    // Fatal: bytes that are not UTF-8 are refused, not silently stored as U+FFFD.
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new ApiError("INVALID_FORMAT", "Request body is not valid UTF-8");
  }
  if (text.trim() === "") throw new ApiError("INVALID_FORMAT", "Request body is empty; send a JSON object");
  const shapeProblem = scanJsonText(text);
  if (shapeProblem) {
    throw new ApiError("INVALID_FORMAT", `Invalid request body: ${shapeProblem.field} ${shapeProblem.message}`, [shapeProblem]);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new ApiError("INVALID_FORMAT", `Request body is not valid JSON: ${(error as Error).message}`);
  }
  assertStorableText(value, "body"); // NUL or a lone surrogate anywhere: 400, before any rule runs
  return value;
}

/**
 * A Content-Type's charset parameter, if any, must name UTF-8: the body is decoded as UTF-8 whatever
 * it says, so `charset=iso-8859-1` would turn "é" (0xE9) into a refusal at best and into other
 * text at worst. 400 INVALID_FORMAT, as any other Content-Type the API does not read (the spec's
 * error table has no 415).
 */
export function assertUtf8Charset(contentType: string) {
  const match = /;\s*charset\s*=\s*("?)([^";\s]*)\1/i.exec(contentType);
  if (!match) return;
  const charset = match[2].toLowerCase();
  if (charset === "utf-8" || charset === "utf8") return;
  const named = /^[a-z0-9._:-]{1,40}$/.test(charset) ? `charset=${charset}` : "a charset other than UTF-8";
  throw new ApiError("INVALID_FORMAT", `Content-Type declares ${named}; send the body in UTF-8 (charset=utf-8, or no charset)`);
}

/** The body's bytes, refusing more than `limit` (400 INVALID_FORMAT) without reading the rest. */
export async function readLimited(req: Request, limit: number): Promise<Uint8Array> {
  if (!req.body) return new Uint8Array();
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let offset = 0;
  for (const c of chunks) {
    out.set(c, offset);
    offset += c.byteLength;
  }
  return out;
}

export function tooLarge() {
  return new ApiError("INVALID_FORMAT", `Request body is larger than ${MAX_BODY_BYTES / 1_000_000} MB`);
}
