// Where to go after signing in: only a path on this site (no open redirect to another host).
// Client-safe: a pure function.
export function safeCallbackUrl(value: string | string[] | undefined | null): string {
  const text = Array.isArray(value) ? value[0] : value;
  if (!text || !text.startsWith("/") || text.startsWith("//") || text.startsWith("/\\")) return "/dashboard";
  return text;
}
