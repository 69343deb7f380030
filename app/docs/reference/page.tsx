// GET /docs/reference: the interactive API reference, Swagger UI over GET /v2/openapi.json
//, served entirely from this origin so it works offline.
import type { Metadata } from "next";
import { swaggerUiVersion } from "@/lib/docs/swagger-ui-asset";
import { SwaggerReference } from "@/components/docs/swagger-reference";

export const metadata: Metadata = { title: "API reference" };

const SPEC_URL = "/v2/openapi.json";

export default function ApiReferencePage() {
  const version = swaggerUiVersion();
  return (
    <div className="px-4 py-10 sm:px-8 lg:py-14">
      {/* React hoists it into <head>; same origin, like the script. */}
      <link rel="stylesheet" href={`/docs/reference/assets/swagger-ui.css?v=${version}`} precedence="default" />
      <div className="mx-auto max-w-5xl">
        <p className="text-sm font-medium text-indigo-700">Developer docs</p>
        <h1 className="mt-1 text-3xl font-semibold tracking-tight text-slate-900">API reference</h1>
        <p className="mt-3 max-w-3xl text-[15px] leading-7 text-slate-600">
          Every <code className="rounded bg-slate-200/70 px-1 py-0.5 text-[13px]">/v2</code> endpoint, generated from the{" "}
          <a className="font-medium text-indigo-700 underline underline-offset-2" href={SPEC_URL}>
            OpenAPI document
          </a>
          . To send requests from this page, choose <strong className="font-semibold text-slate-900">Authorize</strong> and paste a test secret key (
          <code className="rounded bg-slate-200/70 px-1 py-0.5 text-[13px]">sk_test_…</code>) from the dashboard, then{" "}
          <strong className="font-semibold text-slate-900">Try it out</strong> on any operation. The key stays in this tab and is forgotten when you
          reload. Use test keys only: requests made with a live key move real money.
        </p>
        <div className="docs-reference mt-8 rounded-xl bg-white py-2 shadow-sm ring-1 ring-slate-200">
          <SwaggerReference specUrl={SPEC_URL} scriptSrc={`/docs/reference/assets/swagger-ui-bundle.js?v=${version}`} />
        </div>
      </div>
    </div>
  );
}
