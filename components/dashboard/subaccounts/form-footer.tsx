// The buttons row at the bottom of a subaccount form.
import type { ReactNode } from "react";

export function FormFooter({ children }: { children: ReactNode }) {
  return <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{children}</div>;
}
