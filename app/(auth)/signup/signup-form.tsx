"use client";
// Sign-up validates with signUpSchema (the same schema createMerchant uses), creates the
// account through POST /api/dashboard/signup, then signs in with the same credentials.
import { useState, type FormEvent } from "react";
import Link from "next/link";
import { signIn } from "next-auth/react";
import { useSignUp } from "@/components/dashboard/hooks";
import { NEW_KEY_STORAGE } from "@/components/dashboard/new-key-notice";
import { Button } from "@/components/ui/button";
import { Card, CardBody } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Notice } from "@/components/ui/notice";
import { DashboardRequestError } from "@/lib/dashboard/client/fetch-json";
import { signUpSchema } from "@/lib/schemas/merchant";

type Values = { name: string; email: string; password: string };
type Errors = Partial<Record<keyof Values, string>>;

export function SignUpForm() {
  const [values, setValues] = useState<Values>({ name: "", email: "", password: "" });
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [signingIn, setSigningIn] = useState(false);
  const signUp = useSignUp();

  const set = (field: keyof Values, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const parsed = signUpSchema.safeParse(values);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof Values;
        found[field] ??= issue.message;
      }
      setErrors(found);
      const first = Object.keys(found)[0];
      event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    signUp.mutate(values, {
      onSuccess: async (data) => {
        try {
          window.sessionStorage.setItem(NEW_KEY_STORAGE, data.test_secret_key);
        } catch {
          /* storage unavailable: the key can be rolled later */
        }
        setSigningIn(true);
        const result = await signIn("credentials", { email: parsed.data.email, password: values.password, redirect: false });
        if (!result?.ok || result.error) {
          setSigningIn(false);
          setFormError("Your account was created, but signing in failed. Sign in with your new e-mail and password.");
          return;
        }
        // A full load: the new session starts with a clean client state.
        // eslint-disable-next-line @next/next/no-location-assign-relative-destination
        window.location.assign("/dashboard");
      },
      onError: (error) => {
        if (error instanceof DashboardRequestError && error.code === "RESOURCE_CONFLICT") {
          setErrors({ email: "An account with this e-mail already exists. Sign in instead?" });
        } else if (error instanceof DashboardRequestError && error.code === "VALIDATION_ERROR") {
          setErrors(error.fieldErrors as Errors);
        } else {
          setFormError(error.message);
        }
      },
    });
  }

  const busy = signUp.isPending || signingIn;

  return (
    <>
      <h1 className="mb-2 text-center text-2xl font-semibold tracking-tight text-slate-900">Create your account</h1>
      <p className="mb-6 text-center text-sm text-slate-600">Start in test mode. Go live when you are ready.</p>
      <Card>
        <CardBody className="px-6 py-6">
          <form noValidate onSubmit={onSubmit} className="space-y-5">
            {formError ? (
              <Notice tone="danger" role="alert">
                {formError}
              </Notice>
            ) : null}
            <Field label="Business name" error={errors.name}>
              {(p) => <Input {...p} name="name" autoComplete="organization" value={values.name} onChange={(e) => set("name", e.target.value)} />}
            </Field>
            <Field label="E-mail" error={errors.email}>
              {(p) => (
                <Input {...p} name="email" type="email" autoComplete="email" value={values.email} onChange={(e) => set("email", e.target.value)} />
              )}
            </Field>
            <Field label="Password" error={errors.password} hint="At least 10 characters.">
              {(p) => (
                <Input
                  {...p}
                  name="password"
                  type="password"
                  autoComplete="new-password"
                  value={values.password}
                  onChange={(e) => set("password", e.target.value)}
                />
              )}
            </Field>
            <Button type="submit" className="w-full" loading={busy}>
              {signingIn ? "Signing you in…" : "Create account"}
            </Button>
          </form>
        </CardBody>
      </Card>
      <p className="mt-6 text-center text-sm text-slate-600">
        Already have an account?{" "}
        <Link href="/login" className="font-medium text-indigo-600 hover:text-indigo-500">
          Sign in
        </Link>
      </p>
    </>
  );
}
