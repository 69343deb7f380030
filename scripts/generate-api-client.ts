// Writes lib/api-client/schema.ts, the TypeScript types of the /v2 API, from the OpenAPI
// document (openapi-typescript). `npm run openapi:client` after changing an operation or a schema;
// tests/unit/api-client-schema.test.ts fails while the committed file is out of date.
import fs from "node:fs";
import path from "node:path";
import { renderApiClientSchema } from "@/lib/api-client/render-schema";

const target = path.resolve(import.meta.dirname, "../lib/api-client/schema.ts");
fs.writeFileSync(target, await renderApiClientSchema());
console.log(`wrote ${path.relative(process.cwd(), target)}`);
