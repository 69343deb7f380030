// What every dashboard detail page does on the server before it renders: the signed-in session
// (else the sign-in page), then the object in the session's merchant and mode. The services
// answer NOT_FOUND for an unknown reference, another merchant's object or one of the other mode,
// and each of those is the page's not-found.tsx, never an error page.
import { notFound, redirect } from "next/navigation";
import { getDashboardSession, type DashboardSession } from "@/lib/auth/session";
import { isApiError } from "@/lib/http/errors";

export async function loadDetail<T>(load: (session: DashboardSession) => Promise<T>): Promise<{ session: DashboardSession; found: T }> {
  const session = await getDashboardSession();
  if (!session) redirect("/login");
  try {
    return { session, found: await load(session) };
  } catch (error) {
    if (isApiError(error) && error.code === "NOT_FOUND") notFound();
    throw error;
  }
}
