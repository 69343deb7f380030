// Vitest setup file of the integration projects: every answer a test gets from a
// /v2 route is checked against the OpenAPI document, and a test file whose answers do not
// match fails in its afterAll with the list of mismatches. The tests themselves stay as they are.
import { afterAll } from "vitest";
import { setApiResponseObserver } from "@/lib/http/response-observer";
import { checkAgainstDocument } from "@/tests/support/openapi-contract";

const pending: Promise<void>[] = [];
const mismatches: string[] = [];

setApiResponseObserver((request, response) => {
  const { pathname } = new URL(request.url);
  if (!pathname.startsWith("/v2/")) return;
  pending.push(
    response.text().then((text) => {
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // not JSON: the schema check says so
      }
      const problem = checkAgainstDocument(request.method, pathname, response.status, body);
      if (problem) mismatches.push(problem);
    }),
  );
});

afterAll(async () => {
  await Promise.all(pending);
  if (mismatches.length) {
    const unique = [...new Set(mismatches)];
    throw new Error(`${unique.length} API answer(s) do not match the OpenAPI document:\n\n${unique.slice(0, 20).join("\n\n")}`);
  }
});
