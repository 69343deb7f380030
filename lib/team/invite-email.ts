// The invite e-mail's words: the team, the role, who invited, the link and when it
// expires. Plain text: no markup for a merchant's name to break or smuggle into.
import { ROLE_SUMMARIES, type DashboardRole } from "@/lib/catalog/permissions";

export type InviteEmailInput = {
  to: string;
  merchantName: string;
  role: DashboardRole;
  /** The inviter's name and address, or null when not known. */
  invitedBy: { name: string | null; email: string } | null;
  url: string;
  expiresAt: Date;
};

const EXPIRY_FORMAT = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeStyle: "short", timeZone: "UTC" });

/** Names typed by people go into a header and a line: control characters and line breaks out. */
function oneLine(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f]+/g, " ").trim();
}

export function inviteEmail(input: InviteEmailInput): { to: string; subject: string; text: string } {
  const team = oneLine(input.merchantName) || "a team";
  const inviter = input.invitedBy ? (input.invitedBy.name ? `${oneLine(input.invitedBy.name)} (${input.invitedBy.email})` : input.invitedBy.email) : "An owner";
  const expires = `${EXPIRY_FORMAT.format(input.expiresAt)} UTC`;
  const text = [
    `${inviter} invited you to join ${team} on Gateway as ${input.role === "admin" ? "an" : "a"} ${input.role}.`,
    `(${input.role}: ${ROLE_SUMMARIES[input.role]}.)`,
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
