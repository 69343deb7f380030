// /reset-password/{token}: the page a reset e-mail's link opens, signed out. A link that no longer
// works says why and offers a new one; a working one shows the new-password form.
import type { Metadata } from "next";
import Link from "next/link";
import { db } from "@/lib/db";
import { checkPasswordResetToken, PASSWORD_RESET_TTL_MINUTES } from "@/lib/auth/password-reset";
import { Card, CardBody } from "@/components/ui/card";
import { Notice } from "@/components/ui/notice";
import { ResetPasswordForm } from "./reset-password-form";

// The token is in the path: no Referer carries it to another site.
export const metadata: Metadata = { title: "Choose a new password", referrer: "no-referrer" };
export const dynamic = "force-dynamic";

const UNUSABLE = {
  unknown: "This reset link is not valid: check that you copied all of it, or ask for a new one.",
  used: "This reset link was already used. Sign in with your new password, or ask for a new link.",
  expired: `This reset link has expired (a link works for ${PASSWORD_RESET_TTL_MINUTES} minutes). Ask for a new one.`,
} as const;

export default async function ResetPasswordPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const link = await checkPasswordResetToken(db(), token);
  return (
    <>
      <h1 className="mb-6 text-center text-2xl font-semibold tracking-tight text-slate-900">
        {link.valid ? "Choose a new password" : "Reset link not usable"}
      </h1>
      <Card>
        <CardBody className="px-6 py-6">
          {link.valid ? (
            <ResetPasswordForm token={token} email={link.email} />
          ) : (
            <div className="space-y-4">
              <Notice tone="danger">{UNUSABLE[link.reason]}</Notice>
              <Link href="/forgot-password" className="text-sm font-medium text-indigo-600 hover:text-indigo-500">
                Ask for a new reset link
              </Link>
            </div>
          )}
        </CardBody>
      </Card>
      <p className="mt-6 text-center text-sm text-slate-600">
        <Link href="/login" className="font-medium text-indigo-600 hover:text-indigo-500">
          Sign in
        </Link>
      </p>
    </>
  );
}
