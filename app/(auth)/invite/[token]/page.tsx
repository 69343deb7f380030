// /invite/{token}: the page an invite link opens, signed out. It names the team, the
// invited address and the role; the form creates the account (or proves an existing one's
// password) through POST /api/dashboard/team/invites/accept, then signs in.
import type { Metadata } from "next";
import Link from "next/link";
import { db } from "@/lib/db";
import { findInviteByToken } from "@/lib/team/accept-invite";
import { Card, CardBody } from "@/components/ui/card";
import { Notice } from "@/components/ui/notice";
import { AcceptInviteForm } from "./accept-invite-form";

export const metadata: Metadata = { title: "Join a team", referrer: "no-referrer" };
export const dynamic = "force-dynamic";

const UNUSABLE = {
  accepted: "This invite has already been used. Sign in instead.",
  revoked: "This invite was revoked. Ask an owner of the team for a new one.",
  expired: "This invite has expired (links are valid for 7 days). Ask an owner of the team for a new one.",
} as const;

export default async function InvitePage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const found = token.length <= 200 ? await findInviteByToken(db(), token) : null;
  return (
    <>
      <h1 className="mb-6 text-center text-2xl font-semibold tracking-tight text-slate-900">
        {found ? `Join ${found.merchantName}` : "Invite not found"}
      </h1>
      <Card>
        <CardBody className="px-6 py-6">
          {!found ? (
            <Notice tone="danger">This invite link is not valid; check that you copied all of it.</Notice>
          ) : found.status !== "pending" ? (
            <Notice tone="danger">{UNUSABLE[found.status]}</Notice>
          ) : (
            <AcceptInviteForm token={token} email={found.invite.email} role={found.invite.role} accountExists={found.accountExists} />
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
