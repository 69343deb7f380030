// /forgot-password: asks for a reset link by e-mail (POST /api/dashboard/password-reset). Without a
// mail server nothing could be sent, so the page says so and how to get back in instead.
import type { Metadata } from "next";
import Link from "next/link";
import { mailConfigured } from "@/lib/mail/send-mail";
import { PASSWORD_RESET_TTL_MINUTES } from "@/lib/auth/password-reset";
import { Card, CardBody } from "@/components/ui/card";
import { Notice } from "@/components/ui/notice";
import { ForgotPasswordForm } from "./forgot-password-form";

export const metadata: Metadata = { title: "Reset your password" };
export const dynamic = "force-dynamic";

export default function ForgotPasswordPage() {
  const canMail = mailConfigured();
  return (
    <>
      <h1 className="mb-6 text-center text-2xl font-semibold tracking-tight text-slate-900">Reset your password</h1>
      <Card>
        <CardBody className="px-6 py-6">
          {canMail ? (
            <ForgotPasswordForm ttlMinutes={PASSWORD_RESET_TTL_MINUTES} />
          ) : (
            <Notice tone="warning">
              This gateway has no mail server set up, so it cannot e-mail you a reset link. Ask the person who runs this gateway
              to set a new password for you: they run <code className="font-mono text-xs">npm run gateway -- user set-password</code>, which
              also ends your sessions and lifts a sign-in lock.
            </Notice>
          )}
        </CardBody>
      </Card>
      <p className="mt-6 text-center text-sm text-slate-600">
        Remembered it?{" "}
        <Link href="/login" className="font-medium text-indigo-600 hover:text-indigo-500">
          Sign in
        </Link>
      </p>
    </>
  );
}
