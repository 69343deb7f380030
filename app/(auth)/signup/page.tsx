// /signup: a new merchant account with its owner login and API keys.
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getDashboardSession } from "@/lib/auth/session";
import { SignUpForm } from "./signup-form";

export const metadata: Metadata = { title: "Create your account" };

export default async function SignUpPage() {
  if (await getDashboardSession()) redirect("/dashboard");
  return <SignUpForm />;
}
