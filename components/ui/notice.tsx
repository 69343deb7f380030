import type { ReactNode } from "react";
import { cn } from "@/components/ui/cn";

type Tone = "info" | "warning" | "danger" | "success";

const TONES: Record<Tone, string> = {
  info: "bg-indigo-50 text-indigo-900 ring-indigo-200",
  warning: "bg-amber-50 text-amber-900 ring-amber-200",
  danger: "bg-red-50 text-red-900 ring-red-200",
  success: "bg-emerald-50 text-emerald-900 ring-emerald-200",
};

/** An inline message box. role="alert" for errors the user must notice now. */
export function Notice({
  tone = "info",
  title,
  children,
  className,
  role,
}: {
  tone?: Tone;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
  role?: "alert" | "status";
}) {
  return (
    <div role={role} className={cn("rounded-lg px-4 py-3 text-sm ring-1 ring-inset", TONES[tone], className)}>
      {title ? <p className="font-medium">{title}</p> : null}
      {children ? <div className={cn(title ? "mt-1" : undefined, "opacity-90")}>{children}</div> : null}
    </div>
  );
}
