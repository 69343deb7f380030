// The dashboard shows one mode at a time (issue 2's test/live switch). The API answers a
// reference of the caller's other mode with 401 UNAUTHORIZED ("use your live secret key");
// in the dashboard that object is simply not in the mode being viewed, so it is NOT_FOUND,
// and a 401 would also tell the dashboard's client that the session ended.
import { ApiError, isApiError } from "@/lib/http/errors";

export async function inViewedMode<T>(what: "payment" | "subaccount", run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isApiError(error) && error.code === "UNAUTHORIZED") throw new ApiError("NOT_FOUND", `${what} not found`);
    throw error;
  }
}
