"use client";
// React Query hooks of the team page.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { dashboardFetch } from "@/lib/dashboard/client/fetch-json";
import type { DashboardRole } from "@/lib/catalog/permissions";
import type { InviteItem, IssuedInvite, TeamView } from "@/lib/team/types";

const TEAM_KEY = ["dashboard", "team"] as const;

export function useTeam() {
  return useQuery({ queryKey: TEAM_KEY, queryFn: () => dashboardFetch<TeamView>("/api/dashboard/team") });
}

function useTeamMutation<V, R>(fn: (vars: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => client.invalidateQueries({ queryKey: TEAM_KEY }) });
}

export const useInvite = () =>
  useTeamMutation((vars: { email: string; role: DashboardRole }) => dashboardFetch<IssuedInvite>("/api/dashboard/team/invites", { method: "POST", body: vars }));
export const useReissueInvite = () =>
  useTeamMutation((id: string) => dashboardFetch<IssuedInvite>(`/api/dashboard/team/invites/${encodeURIComponent(id)}/reissue`, { method: "POST", body: {} }));
export const useRevokeInvite = () =>
  useTeamMutation((id: string) => dashboardFetch<InviteItem>(`/api/dashboard/team/invites/${encodeURIComponent(id)}/revoke`, { method: "POST", body: {} }));
export const useChangeRole = () =>
  useTeamMutation((vars: { id: string; role: DashboardRole }) =>
    dashboardFetch<{ id: string; role: DashboardRole }>(`/api/dashboard/team/members/${encodeURIComponent(vars.id)}`, { method: "PATCH", body: { role: vars.role } }),
  );
export const useRemoveMember = () =>
  useTeamMutation((id: string) => dashboardFetch<{ id: string }>(`/api/dashboard/team/members/${encodeURIComponent(id)}`, { method: "DELETE" }));
export const useTransferOwnership = () =>
  useTeamMutation((memberId: string) => dashboardFetch<{ owner_id: string }>("/api/dashboard/team/transfer-ownership", { method: "POST", body: { member_id: memberId } }));
