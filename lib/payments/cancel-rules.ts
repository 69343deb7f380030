// Which payments are unfinished (section 5): nobody has paid, and the session is not
// closed. These can still be paid through their checkout link, or cancelled. Client-safe: the
// dashboard shows "Copy checkout link" and "Cancel payment" by the same rule the service checks.
export const CANCELLABLE_STATUSES = ["pending", "failed", "auth_needed"] as const;

export function isCancellable(status: string): boolean {
  return (CANCELLABLE_STATUSES as readonly string[]).includes(status);
}
