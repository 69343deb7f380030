// A typed client of the /v2 API: openapi-fetch over the types generated from the
// OpenAPI document (schema.ts). Paths, parameters, bodies and answers are checked by TypeScript:
//   const gateway = createGatewayClient({ baseUrl: "https://gateway.example", secretKey: process.env.GATEWAY_SECRET_KEY! });
//   const { data, error } = await gateway.POST("/v2/payments/hosted", { body: { amount: 250, currency: "ETB" } });
import createClient, { type Client } from "openapi-fetch";
import type { paths } from "@/lib/api-client/schema";

export type { paths as GatewayPaths, components as GatewayComponents } from "@/lib/api-client/schema";

export type GatewayClient = Client<paths>;

export function createGatewayClient(options: { baseUrl: string; secretKey: string; fetch?: typeof fetch }): GatewayClient {
  return createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ""),
    headers: { Authorization: `Bearer ${options.secretKey}` },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}
