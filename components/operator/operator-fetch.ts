import "client-only";
// The console's browser side of /api/operator/*: JSON in, the envelope unwrapped, an error envelope
// thrown with its message. A 401 means the operator session ended: back to the console's sign-in.
export class OperatorRequestError extends Error {
  constructor(message: string, readonly status: number, readonly code: string) {
    super(message);
  }
}

export async function operatorFetch<T>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(path, {
    method: body === undefined ? "GET" : "POST",
    headers: body === undefined ? { Accept: "application/json" } : { Accept: "application/json", "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: "same-origin",
  });
  const json = (await response.json().catch(() => null)) as { status?: string; message?: string; data?: T; error?: { code: string } } | null;
  if (response.status === 401 && !path.endsWith("/sign-in")) {
    window.location.assign(new URL("/operator/sign-in", window.location.origin).href);
  }
  if (!response.ok || json?.status !== "success") {
    throw new OperatorRequestError(json?.message ?? `Request failed (${response.status})`, response.status, json?.error?.code ?? "UNKNOWN");
  }
  return json.data as T;
}
