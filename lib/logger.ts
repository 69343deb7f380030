// Structured JSON logs (docs/architecture.md, convention 14). Redaction is a second line of
// defence: callers never pass headers or keys, but if one slips in it is masked.
import pino from "pino";
import { env } from "@/lib/env";
import { currentRequestContext } from "@/lib/telemetry/request-context";
import { activeTraceIds } from "@/lib/telemetry/tracing";

let instance: pino.Logger | undefined;
let destination: pino.DestinationStream | undefined;

/** Tests read the log lines to prove what is (and is not) logged. */
export function setLogDestination(stream: pino.DestinationStream | undefined, level = "info") {
  destination = stream;
  instance = stream ? pino({ level, base: undefined, redact: REDACT, mixin: correlation }, stream) : undefined;
}

const REDACT = {
  paths: ["authorization", "headers.authorization", "*.authorization", "secret", "*.secret", "password", "*.password", "card_number", "*.card_number", "cvc", "*.cvc"],
  censor: "[redacted]",
};

/**
 * Every line carries the request id (or the job id) and the trace id of what is running,
 * read from the async context (lib/telemetry), so one request's lines, and the processor's and the
 * webhook receiver's logs of the same trace, can be found together. A field the call passes itself wins.
 */
function correlation(): Record<string, string> {
  const out: Record<string, string> = {};
  const request = currentRequestContext();
  if (request?.requestId) out.requestId = request.requestId;
  if (request?.jobId) out.jobId = request.jobId;
  const ids = activeTraceIds();
  if (ids) {
    out.traceId = ids.traceId;
    out.spanId = ids.spanId;
  }
  return out;
}

export function logger(): pino.Logger {
  if (!instance) {
    const e = env();
    instance = pino({
      level: e.LOG_LEVEL ?? (e.NODE_ENV === "test" ? "silent" : "info"),
      base: undefined,
      redact: REDACT,
      mixin: correlation,
    }, destination);
  }
  return instance;
}
