import type { LabelHTMLAttributes } from "react";
import { cn } from "@/components/ui/cn";

export function Label({ className, ...rest }: LabelHTMLAttributes<HTMLLabelElement>) {
  return <label className={cn("block text-sm font-medium text-slate-800", className)} {...rest} />;
}
