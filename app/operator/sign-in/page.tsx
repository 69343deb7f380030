// /operator/sign-in: the operator console's own sign-in (password and TOTP), apart from merchants' /login.
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { OperatorSignInForm } from "@/components/operator/sign-in-form";
import { currentOperator } from "@/app/operator/current-operator";

export const metadata: Metadata = { title: "Operator sign-in" };
export const dynamic = "force-dynamic";

export default async function OperatorSignInPage() {
  if (await currentOperator()) redirect("/operator/merchants");
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-100 p-6">
      <div className="w-full max-w-sm rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <h1 className="mb-1 text-lg font-semibold text-slate-900">Operator console</h1>
        <p className="mb-5 text-sm text-slate-500">For the people who run this gateway. Merchants sign in at /login.</p>
        <OperatorSignInForm />
      </div>
    </main>
  );
}
