import "client-only";
// Browser side of the dashboard JSON routes: sends JSON, unwraps the spec's envelope and turns
// an error envelope into a DashboardRequestError carrying code and per-field details.
// A 401 means the session ended: go to the sign-in page and come back here afterwards.
// Browser only (it reads window.location): lib/dashboard/client/ holds the dashboard's
// browser-only modules; server-only ones import "server-only"; the rest of lib/dashboard is
// pure and safe on both sides.
export type FieldError = { field: string; message: string };

export class DashboardRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    readonly details: unknown,
  ) {
    super(message);
    this.name = "DashboardRequestError";
  }

  /** Per-field messages keyed by field name, from a VALIDATION_ERROR's details. */
  get fieldErrors(): Record<string, string> {
    if (!Array.isArray(this.details)) return {};
    const out: Record<string, string> = {};
    for (const d of this.details as FieldError[]) {
      if (d && typeof d.field === "string" && !(d.field in out)) out[d.field] = d.message;
    }
    return out;
  }
}

export async function dashboardFetch<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const method = init.method ?? (init.body === undefined ? "GET" : "POST");
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers: init.body === undefined ? { Accept: "application/json" } : { Accept: "application/json", "Content-Type": "application/json" },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      credentials: "same-origin",
      cache: "no-store",
    });
  } catch {
    throw new DashboardRequestError("Could not reach the server; check your connection and retry", 0, "NETWORK_ERROR", null);
  }
  let payload: { status?: string; message?: string; data?: unknown; error?: { code?: string; details?: unknown } } | null = null;
  try {
    payload = await response.json();
  } catch {
    /* not JSON */
  }
  if (response.status === 401 && typeof window !== "undefined" && !path.endsWith("/signup")) {
    const back = window.location.pathname + window.location.search;
    // A full load drops every cached query of the ended session.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    window.location.assign(`/login?callbackUrl=${encodeURIComponent(back)}`);
  }
  if (!response.ok || payload?.status !== "success") {
    throw new DashboardRequestError(
      payload?.message ?? `Request failed (${response.status})`,
      response.status,
      payload?.error?.code ?? "PROCESSING_FAILED",
      payload?.error?.details ?? null,
    );
  }
  return payload.data as T;
}
