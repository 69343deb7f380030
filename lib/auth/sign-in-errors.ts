// What the sign-in page says for each answer of the credentials provider. Client-safe.
// next-auth carries an error thrown by authorize() to the page as its message (?error=… or
// signIn()'s result.error), so a refusal is a short code, with the time a lock ends after a colon.
export const SIGN_IN_ERRORS = {
  /** Wrong e-mail or password: next-auth's own code for authorize() answering null. */
  credentials: "CredentialsSignin",
  /** Wrong e-mail or password, close to the lock: "SignInFailed:<tries left before the lock>". */
  triesLeft: "SignInFailed",
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

/** The failures left before the lock are said when there are this many or fewer. */
export const WARN_TRIES_LEFT = 2;

export function signInErrorWithTriesLeft(triesLeft: number): string {
  return `${SIGN_IN_ERRORS.triesLeft}:${triesLeft}`;
}

export type SignInErrorView = { message?: string; needsCode: boolean };

/**
 * The message for an error code from next-auth, or a generic one for anything else. Times are
 * given in `timeZone`: the browser's own (the sign-in form passes it), since before sign-in there
 * is no merchant to take one from, and an account's zone would tell that the account exists.
 */
export function describeSignInError(error: string | null | undefined, timeZone = "UTC"): SignInErrorView {
  if (!error) return { needsCode: false };
  const [code, time] = splitOnce(error);
  switch (code) {
    case SIGN_IN_ERRORS.credentials:
      return { message: "Incorrect e-mail or password.", needsCode: false };
    case SIGN_IN_ERRORS.triesLeft: {
      const left = Number(time);
      if (!Number.isInteger(left) || left < 1 || left > WARN_TRIES_LEFT) return { message: "Incorrect e-mail or password.", needsCode: false };
      return {
        message: `Incorrect e-mail or password. ${left === 1 ? "1 try" : `${left} tries`} left before sign-in to this account is locked for 15 minutes: use "Forgot password?" if you are not sure of it.`,
        needsCode: false,
      };
    }
    case SIGN_IN_ERRORS.locked:
      return {
        message: `Too many failed sign-ins: sign-in to this account is locked${until(time, "until", timeZone)}. Try again then, or use "Forgot password?" below: the reset link also unlocks the account.`,
        needsCode: false,
      };
    case SIGN_IN_ERRORS.throttled:
      return { message: `Too many failed sign-ins from your network: try again${until(time, "after", timeZone)}.`, needsCode: false };
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

/** " until 11:45 on 23 Nov 2026 (your time)", or " … UTC …" when the zone is UTC or unknown to Intl. */
function until(time: string | undefined, word: string, timeZone: string): string {
  const date = time && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(time) ? new Date(time) : null;
  if (!date || Number.isNaN(date.getTime())) return word === "until" ? " for 15 minutes" : " in 15 minutes";
  if (timeZone !== "UTC") {
    try {
      const clock = new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(date);
      const day = new Intl.DateTimeFormat("en-GB", { timeZone, day: "numeric", month: "short", year: "numeric" }).format(date);
      return ` ${word} ${clock} on ${day} (your time)`;
    } catch {
      // An unknown zone: UTC below.
    }
  }
  const iso = date.toISOString();
  return ` ${word} ${iso.slice(11, 16)} UTC on ${iso.slice(0, 10)}`;
}
