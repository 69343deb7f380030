// Next's request-scoped storage (cookies(), headers()) needs the global AsyncLocalStorage that
// its own server installs at start-up; Next's modules read it when first loaded. Import this
// first in a test file that runs route handlers inside a request scope.
import { AsyncLocalStorage } from "node:async_hooks";

(globalThis as { AsyncLocalStorage?: unknown }).AsyncLocalStorage ??= AsyncLocalStorage;
