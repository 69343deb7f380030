import "server-only";
// The Set-Cookie value that remembers the dashboard mode: httpOnly, SameSite=Lax,
// one year, Secure when the dashboard is served over https.
import { MODE_COOKIE, type DashboardMode } from "@/lib/catalog/modes";

export function modeCookie(mode: DashboardMode, secure: boolean): string {
  return [`${MODE_COOKIE}=${mode}`, "Path=/", "HttpOnly", "SameSite=Lax", `Max-Age=${365 * 24 * 60 * 60}`, ...(secure ? ["Secure"] : [])].join("; ");
}
