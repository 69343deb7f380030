// The generated types' text, from the OpenAPI document: shared by the generator script and the
// test that checks the committed file is current.
import openapiTS, { astToString } from "openapi-typescript";
import { openApiDocument } from "@/lib/openapi/document";

const HEADER = "// Generated from the OpenAPI document by `npm run openapi:client` (scripts/generate-api-client.ts). Do not edit.\n";

export async function renderApiClientSchema(): Promise<string> {
  const ast = await openapiTS(JSON.parse(JSON.stringify(openApiDocument())), { exportType: false });
  return HEADER + astToString(ast);
}
