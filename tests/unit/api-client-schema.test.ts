// The committed client types (lib/api-client/schema.ts) are the ones the current
// OpenAPI document generates. If this fails, run `npm run openapi:client` and commit the result.
import fs from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { renderApiClientSchema } from "@/lib/api-client/render-schema";

it("lib/api-client/schema.ts is up to date with the OpenAPI document (npm run openapi:client)", async () => {
  const committed = fs.readFileSync(path.resolve(import.meta.dirname, "../../lib/api-client/schema.ts"), "utf8");
  expect(committed === (await renderApiClientSchema()), "lib/api-client/schema.ts is stale: run `npm run openapi:client`").toBe(true);
});
