"use client";
// Swagger UI on /docs/reference: the bundle comes from our own origin
// (/docs/reference/assets/…) and is started here rather than by an inline <script>, so a strict
// script-src with nonces needs no exception for it. Nothing secret is pre-filled:
// readers paste their own test key into "Authorize", and it is not kept after a reload.
import { useEffect, useRef, useState } from "react";
import Script from "next/script";
import { Notice } from "@/components/ui/notice";

type SwaggerUIBundle = ((options: Record<string, unknown>) => unknown) & { presets: { apis: unknown } };

export function SwaggerReference({ specUrl, scriptSrc }: { specUrl: string; scriptSrc: string }) {
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  // Swagger UI renders its operations in a <main>, inside the layout's <main>. A page has one
  // main landmark, so Swagger UI's is turned into a region (again whenever it re-renders; axe
  // calls a role on <main> "minor", two mains "moderate").
  useEffect(() => {
    const node = container.current;
    if (!node) return;
    const demote = () => {
      for (const main of node.querySelectorAll("main:not([role])")) {
        main.setAttribute("role", "region");
        if (!main.hasAttribute("aria-label")) main.setAttribute("aria-label", "Operations");
      }
    };
    const observer = new MutationObserver(demote);
    observer.observe(node, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);

  function start() {
    const bundle = (window as unknown as { SwaggerUIBundle?: SwaggerUIBundle }).SwaggerUIBundle;
    if (!bundle || !container.current) return;
    bundle({
      domNode: container.current,
      url: specUrl,
      presets: [bundle.presets.apis],
      layout: "BaseLayout",
      deepLinking: true,
      displayRequestDuration: true,
      docExpansion: "list",
      defaultModelsExpandDepth: 0,
      filter: true,
      // The default would send the document to validator.swagger.io: nothing leaves our origin.
      validatorUrl: null,
      persistAuthorization: false,
      // No ?url=… or ?configUrl=… from the address bar: the page shows our document only.
      queryConfigEnabled: false,
    });
  }

  return (
    <>
      <Script src={scriptSrc} strategy="afterInteractive" onReady={start} onError={() => setFailed(true)} />
      {failed ? (
        <Notice tone="danger" role="alert" title="The reference could not be loaded" className="mb-6">
          Reload the page, or read the OpenAPI document directly at <a className="underline" href={specUrl}>{specUrl}</a>.
        </Notice>
      ) : null}
      <div ref={container} data-testid="swagger-ui" />
    </>
  );
}
