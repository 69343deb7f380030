// Next.js calls register() once when a server process starts, in the Node.js runtime and (when
// it compiles for it) the Edge Runtime. Everything the server starts (the inline worker, the
// signal handlers, the start-up encryption of stored secrets) needs Node.js and lives in
// instrumentation-node.ts, imported only under NEXT_RUNTIME === "nodejs" as Next documents, so
// that the Edge build never sees it. Nothing runs while `next build` collects pages.
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs" && process.env.NEXT_PHASE !== "phase-production-build") {
    await (await import("./instrumentation-node")).registerNode();
  }
}
