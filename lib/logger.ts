// Structured JSON logs (ARCHITECTURE.md, convention 14). Redaction is a second line of
// defence: callers never pass headers or keys, but if one slips in it is masked.
import pino from "pino";
import { env } from "@/lib/env";

let instance: pino.Logger | undefined;
let destination: pino.DestinationStream | undefined;

/** Tests read the log lines to prove what is (and is not) logged. */
export function setLogDestination(stream: pino.DestinationStream | undefined, level = "info") {
  destination = stream;
  instance = stream ? pino({ level, base: undefined, redact: REDACT }, stream) : undefined;
}

const REDACT = {
  paths: ["authorization", "headers.authorization", "*.authorization", "secret", "*.secret", "password", "*.password", "card_number", "*.card_number", "cvc", "*.cvc"],
  censor: "[redacted]",
};

export function logger(): pino.Logger {
  if (!instance) {
    const e = env();
    instance = pino({
      level: e.LOG_LEVEL ?? (e.NODE_ENV === "test" ? "silent" : "info"),
      base: undefined,
      redact: REDACT,
    }, destination);
  }
  return instance;
}
