import type { ReactNode } from "react";
import Link from "next/link";
import { LogoMark } from "@/components/ui/icons";
import { Providers } from "@/components/providers";

// React Query and toasts (sign-up, two-factor set-up): here and in the dashboard's layout, not in
// the root layout.
export default function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <Providers>
      <div className="flex min-h-dvh flex-col items-center justify-center bg-gradient-to-b from-indigo-50/70 via-slate-50 to-slate-50 px-4 py-12">
        <header className="mb-8">
          <Link
            href="/"
            className="flex items-center gap-2.5 rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-indigo-600"
          >
            <LogoMark className="size-8" />
            <span className="text-lg font-semibold tracking-tight text-slate-900">Gateway</span>
          </Link>
        </header>
        <main className="w-full max-w-sm">{children}</main>
      </div>
    </Providers>
  );
}
