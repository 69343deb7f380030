// The developer docs in Chromium against `next start`: the home page and its
// navigation, a guide rendered from docs/*.md, slugs that name nothing, and the API reference
// (Swagger UI over GET /v2/openapi.json) loading nothing from another origin.
import { expect, test, type Page } from "@playwright/test";
import { expectAccessible, seed } from "./support";

// expectAccessible injects axe-core with a script tag.
test.use({ bypassCSP: true });

/** Every URL the page asks for from now on. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => urls.push(request.url()));
  return urls;
}

function expectSameOrigin(urls: string[], baseURL: string | undefined) {
  const origin = new URL(baseURL!).origin;
  expect(urls.length).toBeGreaterThan(0);
  expect(urls.filter((url) => new URL(url).origin !== origin)).toEqual([]);
}

test("the docs home lists the guides and the reference, and is accessible", async ({ page, baseURL }) => {
  const urls = recordRequests(page);
  await page.goto("/docs");
  await expect(page.getByRole("heading", { level: 1, name: "Build with Gateway" })).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Documentation" });
  await expect(nav.getByRole("link", { name: "Overview" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "API reference" })).toHaveAttribute("href", "/docs/reference");
  // Listed guides in lib/docs/guides.ts order, then the other docs/*.md under "More".
  const titles = await nav.getByRole("link").allTextContents();
  expect(titles.indexOf("Test mode and test values")).toBeLessThan(titles.indexOf("Webhooks"));
  expect(titles.indexOf("Webhooks")).toBeLessThan(titles.indexOf("API conventions"));
  expect(titles.indexOf("API conventions")).toBeLessThan(titles.indexOf("Decisions"));
  await expect(page.getByRole("main").getByRole("link", { name: /Webhooks/ })).toHaveAttribute("href", "/docs/webhooks");
  await expectAccessible(page);
  expectSameOrigin(urls, baseURL);
});

test("the navigation leads to a guide with its tables, code, anchors and links to other guides", async ({ page, baseURL }) => {
  const urls = recordRequests(page);
  await page.goto("/docs");
  await page.getByRole("navigation", { name: "Documentation" }).getByRole("link", { name: "Webhooks" }).click();
  await expect(page).toHaveURL(/\/docs\/webhooks$/);
  await expect(page).toHaveTitle("Webhooks · Gateway");
  const article = page.getByRole("article");
  await expect(article.getByRole("heading", { level: 1, name: "Webhooks" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Documentation" }).getByRole("link", { name: "Webhooks" })).toHaveAttribute("aria-current", "page");

  // GFM: a table with its header row, and fenced code as <pre><code>.
  const table = article.getByRole("table").first();
  await expect(table.getByRole("columnheader").first()).toBeVisible();
  expect(await table.getByRole("row").count()).toBeGreaterThan(1);
  await expect(article.locator("pre > code").first()).toBeVisible();
  expect((await article.locator("pre > code").first().textContent())!.trim().length).toBeGreaterThan(0);

  // Every h2 has an id and a link to it; "On this page" jumps there.
  const second = article.locator("h2").nth(1);
  const id = await second.getAttribute("id");
  expect(id).toMatch(/^[\p{L}\p{N}_-]+$/u);
  await expect(second.locator("a.heading-anchor")).toHaveAttribute("href", `#${id}`);
  await page.getByRole("navigation", { name: "On this page" }).getByRole("link").nth(1).click();
  await expect(page).toHaveURL(new RegExp(`#${id}$`));
  await expect(second).toBeInViewport();

  await expectAccessible(page);

  // A link written as `other.md` or `other.md#section` leads to that guide on the site.
  const crossLink = article.locator('a[href^="/docs/"]').first();
  const href = (await crossLink.getAttribute("href"))!;
  expect(href).toMatch(/^\/docs\/[a-z0-9-]+(#.+)?$/);
  await crossLink.click();
  await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
  await expect(page.getByRole("article").getByRole("heading", { level: 1 })).toBeVisible();
  expectSameOrigin(urls, baseURL);
});

test("unknown guides and paths outside docs/ are Next's 404", async ({ request }) => {
  for (const pathname of [
    "/docs/no-such-guide",
    "/docs/webhooks.md",
    "/docs/..%2Fpackage",
    "/docs/..%2F..%2Fpackage.json",
    "/docs/%2e%2e%2fREADME",
    "/docs/..%5CREADME",
    "/docs/%2Fetc%2Fpasswd",
    "/docs/examples",
    "/docs/reference/assets/package.json",
    "/docs/reference/assets/..%2Fpackage.json",
    "/docs/reference/assets/..%2F..%2F..%2Fpackage.json",
  ]) {
    const response = await request.get(pathname, { maxRedirects: 0 });
    expect(response.status(), pathname).toBe(404);
    const body = await response.text();
    expect(body, pathname).not.toContain('"dependencies"');
    expect(body, pathname).not.toContain("root:x:");
  }
});

test("Swagger UI's files come from the app with their content types, and nothing else of the package does", async ({ request }) => {
  for (const [file, type, marker] of [
    ["swagger-ui-bundle.js", "text/javascript; charset=utf-8", "SwaggerUIBundle"],
    ["swagger-ui.css", "text/css; charset=utf-8", ".swagger-ui"],
  ]) {
    const response = await request.get(`/docs/reference/assets/${file}`);
    expect(response.status(), file).toBe(200);
    expect(response.headers()["content-type"]).toBe(type);
    expect(response.headers()["x-content-type-options"]).toBe("nosniff");
    expect(response.headers()["cache-control"]).toContain("public");
    expect(await response.text()).toContain(marker);
  }
  for (const file of ["index.html", "swagger-initializer.js", "oauth2-redirect.html"]) {
    expect((await request.get(`/docs/reference/assets/${file}`)).status(), file).toBe(404);
  }
});

test("the API reference renders every operation of the OpenAPI document, from our origin only", async ({ page, request, baseURL }) => {
  // Parsing the document (over 2 MB) dominates: see the wait below.
  test.setTimeout(150_000);
  const served = await request.get("/v2/openapi.json");
  expect(served.status()).toBe(200);
  const spec = (await served.json()) as { paths: Record<string, Record<string, unknown>> };
  const methods = ["get", "put", "post", "delete", "patch", "head", "options"];
  const expected = Object.entries(spec.paths).flatMap(([path, item]) =>
    Object.keys(item)
      .filter((key) => methods.includes(key))
      .map((method) => `${method.toUpperCase()} ${path}`),
  );
  expect(expected).toContain("POST /v2/payments/hosted");

  const urls = recordRequests(page);
  await page.goto("/docs/reference");
  await expect(page.getByRole("heading", { level: 1, name: "API reference" })).toBeVisible();
  const hosted = page.locator(".opblock-post").filter({ has: page.locator('[data-path="/v2/payments/hosted"]') });
  // Swagger UI parses the whole document before it draws anything: seconds on a quiet two-core
  // machine, but many times that while the fuzz suite (on its own server, in the other worker)
  // loads the same two cores, which CI does.
  await expect(hosted).toBeVisible({ timeout: 90_000 });
  await expect(page.locator(".opblock").first()).toBeVisible();
  const rendered = await page
    .locator(".opblock-summary")
    .evaluateAll((nodes) =>
      nodes.map((node) => `${node.querySelector(".opblock-summary-method")?.textContent?.trim()} ${node.querySelector("[data-path]")?.getAttribute("data-path")}`),
    );
  expect(rendered).toEqual(expect.arrayContaining(expected));

  // Nothing secret is pre-filled: the reader pastes a test key into Authorize, then tries a request.
  await page.getByRole("button", { name: /Authorize/ }).first().click();
  const dialog = page.locator(".dialog-ux .modal-ux");
  // Two schemes: the merchant's secret key and the operator API's key; a merchant fills the first.
  await expect(dialog.locator(".auth-container")).toHaveCount(2);
  const secretKey = dialog.locator(".auth-container").filter({ hasText: "secretKey" });
  const keyInput = secretKey.locator("input").first();
  await expect(keyInput).toHaveValue("");
  await keyInput.fill(seed().keys.test.secret);
  await secretKey.getByRole("button", { name: "Apply credentials" }).click();
  await expect(secretKey.getByRole("button", { name: "Remove authorization" })).toBeVisible();
  await secretKey.getByRole("button", { name: "Close", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: "authorization button locked" }).first()).toBeVisible();

  // Try it out on a read-only operation: the request goes to this server with the pasted key.
  const paymentMethods = page.locator(".opblock-get").filter({ has: page.locator('[data-path="/v2/payment-methods"]') });
  await paymentMethods.locator(".opblock-summary").click();
  await paymentMethods.getByRole("button", { name: "Try it out" }).click();
  const sent = page.waitForRequest((r) => new URL(r.url()).pathname === "/v2/payment-methods");
  await paymentMethods.getByRole("button", { name: "Execute" }).click();
  expect((await sent).headers().authorization).toBe(`Bearer ${seed().keys.test.secret}`);
  const live = paymentMethods.locator(".live-responses-table tbody tr").first();
  await expect(live.locator(".response-col_status")).toHaveText("200");
  await expect(live.locator(".response-col_description")).toContainText('"status": "success"');

  expectSameOrigin(urls, baseURL);
  expect(urls).toContain(`${baseURL}/v2/openapi.json`);
  expect(urls.some((url) => url.startsWith(`${baseURL}/docs/reference/assets/swagger-ui-bundle.js`))).toBe(true);
  expect(urls.some((url) => url.startsWith(`${baseURL}/docs/reference/assets/swagger-ui.css`))).toBe(true);

  // Our own markup around Swagger UI passes axe. Swagger UI's own markup is left out: it fails
  // axe on its own (white on light-green method badges, a button nested in the operation
  // summary button, an unlabelled servers <select>), which is not ours to change here.
  await expectAccessible(page, { exclude: [".swagger-ui"] });
});
