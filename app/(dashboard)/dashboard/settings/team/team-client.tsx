"use client";

// The team page: everyone sees the members, their roles and the pending invites;
// owners invite (the link is e-mailed when SMTP is configured and always shown once to copy),
// copy a new link, revoke, change roles, remove members and hand over ownership. What a role
// cannot do is hidden (lib/catalog/permissions.ts); the JSON routes and the services refuse it anyway.
import { useState, type FormEvent } from "react";
import { useDashboard } from "@/components/dashboard/dashboard-context";
import { PageHeader } from "@/components/dashboard/page-header";
import { useChangeRole, useInvite, useReissueInvite, useRemoveMember, useRevokeInvite, useTeam, useTransferOwnership } from "@/components/dashboard/team/team-hooks";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { CopyButton } from "@/components/ui/copy-button";
import { Input, inputClasses } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { LoadError } from "@/components/ui/load-error";
import { Notice } from "@/components/ui/notice";
import { Table, TBody, TD, TH, THead, TR } from "@/components/ui/table";
import { formatDateTime } from "@/lib/dashboard/format";
import { can, ROLES, ROLE_LABELS, ROLE_SUMMARIES, type DashboardRole } from "@/lib/catalog/permissions";
import type { IssuedInvite } from "@/lib/team/types";

export function TeamClient() {
  const { role } = useDashboard();
  const canManage = can(role, "team.manage");
  const canTransfer = can(role, "team.transfer_ownership");
  const team = useTeam();
  const invite = useInvite();
  const reissue = useReissueInvite();
  const revoke = useRevokeInvite();
  const changeRole = useChangeRole();
  const remove = useRemoveMember();
  const transfer = useTransferOwnership();
  const [email, setEmail] = useState("");
  const [newRole, setNewRole] = useState<DashboardRole>("developer");
  const [link, setLink] = useState<{ email: string; url: string; emailed: boolean } | null>(null);
  const [error, setError] = useState<string | null>(null);

  const onError = (e: Error) => setError(e.message);
  const ownerCount = (team.data?.members ?? []).filter((m) => m.role === "owner").length;
  const showLink = (data: IssuedInvite) => {
    setError(null);
    setLink({ email: data.invite.email, url: data.invite_url, emailed: data.emailed });
  };

  function onInvite(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    invite.mutate({ email, role: newRole }, { onSuccess: (data) => (showLink(data), setEmail("")), onError });
  }

  return (
    <>
      <PageHeader title="Team" description="Who can use this dashboard, and what each role may do." />
      {!canManage ? (
        <Notice className="mb-6" title="View only">
          Your role ({ROLE_LABELS[role]}) can see the team but not invite, change roles or remove members. Ask an owner of this account.
        </Notice>
      ) : null}
      {error ? (
        <Notice className="mb-6" tone="danger" role="alert">
          {error}
        </Notice>
      ) : null}
      {link ? (
        <Notice className="mb-6" title={link.emailed ? `Sent to ${link.email}` : `Copy this link for ${link.email}`}>
          <p data-testid="invite-delivery" className="mb-2 text-sm">
            {link.emailed
              ? "The invite link was e-mailed to them. You can also copy it below: it works once, for 7 days, and will not be shown again."
              : "It was not e-mailed: copy this link and send it to them. It works once, for 7 days, and will not be shown again."}
          </p>
          <div className="flex items-center gap-2">
            <code data-testid="invite-link" className="break-all rounded bg-slate-100 px-2 py-1 text-xs">
              {link.url}
            </code>
            <CopyButton text={link.url} srLabel="invite link" />
          </div>
        </Notice>
      ) : null}

      {canManage ? (
        <Card className="mb-6">
          <CardHeader title="Invite a member" description="They get a single-use link, valid for 7 days." />
          <CardBody>
            <form onSubmit={onInvite} className="flex flex-wrap items-end gap-3">
              <div className="min-w-64 flex-1">
                <Label htmlFor="invite-email">E-mail</Label>
                <Input id="invite-email" name="email" type="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
              </div>
              <div>
                <Label htmlFor="invite-role">Role</Label>
                <select id="invite-role" name="role" className={inputClasses} value={newRole} onChange={(e) => setNewRole(e.target.value as DashboardRole)}>
                  {ROLES.filter((r) => r !== "owner").map((r) => (
                    <option key={r} value={r}>
                      {ROLE_LABELS[r]}
                    </option>
                  ))}
                </select>
              </div>
              <Button type="submit" loading={invite.isPending}>
                Invite
              </Button>
            </form>
          </CardBody>
        </Card>
      ) : null}

      {team.isError ? (
        <LoadError title="Could not load the team" error={team.error} onRetry={() => team.refetch()} />
      ) : (
        <>
          <Card className="mb-6">
            <CardHeader title="Members" />
            <Table>
              <THead>
                <TR>
                  <TH>Member</TH>
                  <TH>Role</TH>
                  <TH>Joined</TH>
                  {canManage ? <TH className="text-right">Actions</TH> : null}
                </TR>
              </THead>
              <TBody>
                {(team.data?.members ?? []).map((m) => (
                  <TR key={m.id} data-testid="member-row">
                    <TD>
                      <div className="font-medium text-slate-900">{m.name ?? m.email}</div>
                      {m.name ? <div className="text-xs text-slate-500">{m.email}</div> : null}
                    </TD>
                    <TD>
                      {canManage ? (
                        <select
                          aria-label={`Role of ${m.email}`}
                          className={inputClasses}
                          value={m.role}
                          onChange={(e) => changeRole.mutate({ id: m.id, role: e.target.value as DashboardRole }, { onError, onSuccess: () => setError(null) })}
                        >
                          {ROLES.map((r) => (
                            <option key={r} value={r}>
                              {ROLE_LABELS[r]}
                            </option>
                          ))}
                        </select>
                      ) : (
                        ROLE_LABELS[m.role]
                      )}
                    </TD>
                    <TD>{formatDateTime(m.joined_at)}</TD>
                    {canManage ? (
                      <TD className="space-x-2 text-right">
                        {canTransfer && m.role !== "owner" ? (
                          <Button size="sm" variant="secondary" onClick={() => window.confirm(`Make ${m.email} the owner? You will become an admin.`) && transfer.mutate(m.id, { onError })}>
                            Make owner
                          </Button>
                        ) : null}
                        {m.role === "owner" && ownerCount <= 1 ? (
                          // The server refuses this anyway; say so before the confirm dialog.
                          <span className="inline-flex items-center gap-2">
                            <Button size="sm" variant="danger-ghost" disabled aria-describedby={`last-owner-${m.id}`}>
                              Remove
                            </Button>
                            <span id={`last-owner-${m.id}`} className="text-xs text-slate-500">
                              The last owner cannot be removed
                            </span>
                          </span>
                        ) : (
                          <Button size="sm" variant="danger-ghost" onClick={() => window.confirm(`Remove ${m.email} from the team?`) && remove.mutate(m.id, { onError })}>
                            Remove
                          </Button>
                        )}
                      </TD>
                    ) : null}
                  </TR>
                ))}
              </TBody>
            </Table>
          </Card>

          <Card className="mb-6">
            <CardHeader title="Pending invites" />
            {(team.data?.invites ?? []).length === 0 ? (
              <CardBody className="text-sm text-slate-500">No pending invites.</CardBody>
            ) : (
              <Table>
                <THead>
                  <TR>
                    <TH>E-mail</TH>
                    <TH>Role</TH>
                    <TH>Expires</TH>
                    {canManage ? <TH className="text-right">Actions</TH> : null}
                  </TR>
                </THead>
                <TBody>
                  {(team.data?.invites ?? []).map((i) => (
                    <TR key={i.id} data-testid="invite-row">
                      <TD>{i.email}</TD>
                      <TD>{ROLE_LABELS[i.role]}</TD>
                      <TD>{formatDateTime(i.expires_at)}</TD>
                      {canManage ? (
                        <TD className="space-x-2 text-right">
                          <Button size="sm" variant="secondary" onClick={() => reissue.mutate(i.id, { onSuccess: showLink, onError })}>
                            Copy new link
                          </Button>
                          <Button size="sm" variant="danger-ghost" onClick={() => revoke.mutate(i.id, { onError })}>
                            Revoke
                          </Button>
                        </TD>
                      ) : null}
                    </TR>
                  ))}
                </TBody>
              </Table>
            )}
          </Card>

          <Card>
            <CardHeader title="Roles" />
            <Table>
              <TBody>
                {ROLES.map((r) => (
                  <TR key={r}>
                    <TD className="font-medium">{ROLE_LABELS[r]}</TD>
                    <TD>{ROLE_SUMMARIES[r]}</TD>
                  </TR>
                ))}
                <TR>
                  <TD className="font-medium">support limits</TD>
                  <TD>
                    {Object.entries(team.data?.support_refund_limits ?? {}).length === 0
                      ? "None set: support cannot refund yet."
                      : Object.entries(team.data?.support_refund_limits ?? {})
                          .map(([c, a]) => `${c} ${a}`)
                          .join(", ")}
                  </TD>
                </TR>
              </TBody>
            </Table>
          </Card>
        </>
      )}
    </>
  );
}
