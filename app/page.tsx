// /: signed-in users go to their dashboard; everyone else sees a short introduction.
import Link from "next/link";
import { redirect } from "next/navigation";
import { getDashboardSession } from "@/lib/auth/session";
import { buttonClasses } from "@/components/ui/button";
import { LogoMark } from "@/components/ui/icons";

export default async function HomePage() {
  if (await getDashboardSession()) redirect("/dashboard");
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-indigo-50/70 via-slate-50 to-slate-50">
      <header className="mx-auto flex w-full max-w-5xl items-center justify-between px-6 py-5">
        <span className="flex items-center gap-2.5">
          <LogoMark className="size-8" />
          <span className="text-lg font-semibold tracking-tight text-slate-900">Gateway</span>
        </span>
        <nav aria-label="Account" className="flex items-center gap-2">
          <Link href="/login" className={buttonClasses("ghost")}>
            Sign in
          </Link>
          <Link href="/signup" className={buttonClasses("primary")}>
            Create account
          </Link>
        </nav>
      </header>
      <main className="mx-auto flex w-full max-w-5xl flex-1 flex-col justify-center px-6 pb-24">
        <h1 className="max-w-2xl text-4xl font-semibold tracking-tight text-slate-900 sm:text-5xl">
          Payments you run yourself.
        </h1>
        <p className="mt-5 max-w-xl text-lg text-slate-600">
          A self-hosted payment gateway: a REST API, a hosted checkout and a dashboard for your team, with test mode built in.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link href="/signup" className={buttonClasses("primary", "md", "h-10 px-5")}>
            Create an account
          </Link>
          <Link href="/login" className={buttonClasses("secondary", "md", "h-10 px-5")}>
            Sign in to the dashboard
          </Link>
        </div>
      </main>
    </div>
  );
}
