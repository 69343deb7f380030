// Next's server installs AsyncLocalStorage on globalThis before it loads any route; without
// it, next/headers' request scope is a stub that throws. Imported first by
// tests/support/dashboard-session.ts, so it runs before next's modules are loaded.
import { AsyncLocalStorage } from "node:async_hooks";

(globalThis as { AsyncLocalStorage?: typeof AsyncLocalStorage }).AsyncLocalStorage ??= AsyncLocalStorage;
