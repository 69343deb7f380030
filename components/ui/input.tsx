import type { InputHTMLAttributes } from "react";
import { cn } from "@/components/ui/cn";

export const inputClasses =
  "block h-9 w-full rounded-md border-0 bg-white px-3 text-sm text-slate-900 shadow-sm ring-1 ring-inset ring-slate-300 placeholder:text-slate-400 " +
  "focus-visible:ring-2 focus-visible:ring-indigo-600 focus-visible:outline-none disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-500 " +
  "aria-invalid:ring-red-500 aria-invalid:focus-visible:ring-red-600";

export function Input({ className, ...rest }: InputHTMLAttributes<HTMLInputElement>) {
  return <input className={cn(inputClasses, className)} {...rest} />;
}
