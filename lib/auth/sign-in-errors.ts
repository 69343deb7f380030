// What the sign-in page says for each answer of the credentials provider. Client-safe.
// next-auth carries an error thrown by authorize() to the page as its message (?error=… or
// signIn()'s result.error), so a refusal is a short code, with the time a lock ends after a colon.
export const SIGN_IN_ERRORS = {
  /** Wrong e-mail or password: next-auth's own code for authorize() answering null. */
  credentials: "CredentialsSignin",
  /** Ten failed sign-ins in 15 minutes: "SignInLocked:<ISO time the lock ends>". */
  locked: "SignInLocked",
  /** Too many failed sign-ins from one address: "SignInThrottled:<ISO time>". */
  throttled: "SignInThrottled",
  /** The password was right; the account needs a two-factor code (or a recovery code). */
  codeRequired: "TwoFactorRequired",
  /** The two-factor code or recovery code was wrong, already used, or expired. */
  codeInvalid: "TwoFactorInvalid",
} as const;

export function signInErrorWithTime(code: typeof SIGN_IN_ERRORS.locked | typeof SIGN_IN_ERRORS.throttled, until: Date): string {
  return `${code}:${until.toISOString()}`;
}

export type SignInErrorView = { message?: string; needsCode: boolean };

/** The message for an error code from next-auth, or a generic one for anything else. */
export function describeSignInError(error: string | null | undefined): SignInErrorView {
  if (!error) return { needsCode: false };
  const [code, time] = splitOnce(error);
  switch (code) {
    case SIGN_IN_ERRORS.credentials:
      return { message: "Incorrect e-mail or password.", needsCode: false };
    case SIGN_IN_ERRORS.locked:
      return {
        message: `Too many failed sign-ins: sign-in to this account is locked${until(time)}. Try again then, or ask an owner of your team for help.`,
        needsCode: false,
      };
    case SIGN_IN_ERRORS.throttled:
      return { message: `Too many failed sign-ins from your network: try again${until(time, "after")}.`, needsCode: false };
    case SIGN_IN_ERRORS.codeRequired:
      return { message: undefined, needsCode: true };
    case SIGN_IN_ERRORS.codeInvalid:
      return {
        message: "That code is not valid. Enter the current code from your authenticator app, or one of your recovery codes.",
        needsCode: true,
      };
    case "SessionRequired":
      return { message: "Sign in to continue.", needsCode: false };
    default:
      return { message: "Sign-in failed; try again.", needsCode: false };
  }
}

function splitOnce(error: string): [string, string | undefined] {
  const i = error.indexOf(":");
  return i < 0 ? [error, undefined] : [error.slice(0, i), error.slice(i + 1)];
}

/** " until 08:45 UTC on 2026-11-23": UTC, so the server's page and the browser say the same. */
function until(time: string | undefined, word = "until"): string {
  const date = time && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(time) ? new Date(time) : null;
  if (!date || Number.isNaN(date.getTime())) return word === "until" ? " for 15 minutes" : " in 15 minutes";
  const iso = date.toISOString();
  return ` ${word} ${iso.slice(11, 16)} UTC on ${iso.slice(0, 10)}`;
}
