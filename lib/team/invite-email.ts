// The invite e-mail's words: the team, the role, who invited, the link and when it
// expires. Plain text: no markup for a merchant's name to break or smuggle into.
import { ROLE_LABELS, ROLE_SUMMARIES, type DashboardRole } from "@/lib/catalog/permissions";
import { timeZoneInWords } from "@/lib/catalog/time-zones";

export type InviteEmailInput = {
  to: string;
  merchantName: string;
  role: DashboardRole;
  /** The inviter's name and address, or null when not known. */
  invitedBy: { name: string | null; email: string } | null;
  url: string;
  expiresAt: Date;
  /** The merchant's time zone (IANA id), the one its dashboard shows times in; UTC when unset. */
  timeZone: string | null;
};

/** "8 December 2026 at 15:00 East Africa Time (Addis Ababa)": the team's own clock, its zone in words. */
export function expiryInWords(expiresAt: Date, zone: string | null): string {
  const timeZone = zone ?? "UTC";
  const when = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeStyle: "short", timeZone }).format(expiresAt);
  return `${when} ${timeZoneInWords(timeZone, expiresAt)}`;
}

/** Names typed by people go into a header and a line: control characters and line breaks out. */
function oneLine(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f]+/g, " ").trim();
}

export function inviteEmail(input: InviteEmailInput): { to: string; subject: string; text: string } {
  const team = oneLine(input.merchantName) || "a team";
  const inviter = input.invitedBy ? (input.invitedBy.name ? `${oneLine(input.invitedBy.name)} (${input.invitedBy.email})` : input.invitedBy.email) : "An owner";
  const expires = expiryInWords(input.expiresAt, input.timeZone);
  const role = ROLE_LABELS[input.role];
  const text = [
    `${inviter} invited you to join ${team} on Gateway as ${/^[AEIOU]/.test(role) ? "an" : "a"} ${role}.`,
    `(${role}: ${ROLE_SUMMARIES[input.role]}.)`,
    "",
    "Open this link to accept:",
    input.url,
    "",
    `The link works once and expires on ${expires}. Do not forward it: whoever opens it can join as ${input.to}.`,
    "If you did not expect this invite, ignore this e-mail.",
    "",
  ].join("\n");
  return { to: input.to, subject: `You are invited to join ${team} on Gateway`, text };
}
