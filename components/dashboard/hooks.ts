"use client";
// React Query hooks for the dashboard. Query keys carry the mode so test and live
// data never share a cache entry.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { dashboardFetch } from "@/lib/dashboard/client/fetch-json";
import type { ApiKeyItem, ExpireOldIn, RevealedKey } from "@/lib/auth/api-key-views";
import type { DashboardMode } from "@/lib/catalog/modes";
import type { MerchantSettingsView } from "@/lib/merchants/merchant-settings-view";
import type { MerchantSettingsInput } from "@/lib/schemas/merchant";

export const queryKeys = {
  apiKeys: (mode: DashboardMode) => ["dashboard", "api-keys", mode] as const,
  settings: () => ["dashboard", "settings"] as const,
};

export function useApiKeys(mode: DashboardMode) {
  return useQuery({
    queryKey: queryKeys.apiKeys(mode),
    queryFn: () => dashboardFetch<{ mode: DashboardMode; keys: ApiKeyItem[] }>(`/api/dashboard/api-keys?mode=${mode}`),
    select: (data) => data.keys,
  });
}

export function useRollKey(mode: DashboardMode) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (vars: { keyId: string; expireOldIn: ExpireOldIn }) =>
      dashboardFetch<{ key: RevealedKey; old_key: { id: string; expires_at: string } }>(
        `/api/dashboard/api-keys/${encodeURIComponent(vars.keyId)}/roll`,
        { method: "POST", body: { expire_old_in: vars.expireOldIn } },
      ),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.apiKeys(mode) }),
  });
}

export function useRevokeKey(mode: DashboardMode) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (keyId: string) =>
      dashboardFetch<{ id: string; revoked_at: string }>(`/api/dashboard/api-keys/${encodeURIComponent(keyId)}/revoke`, {
        method: "POST",
        body: {},
      }),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.apiKeys(mode) }),
  });
}

/** A test secret key's text again (live secret keys are shown once and cannot be revealed). */
export function useRevealKey() {
  return useMutation({
    mutationFn: (keyId: string) =>
      dashboardFetch<{ key: RevealedKey }>(`/api/dashboard/api-keys/${encodeURIComponent(keyId)}/reveal`, { method: "POST", body: {} }),
  });
}

export function useCreateSecretKey(mode: DashboardMode) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => dashboardFetch<{ key: RevealedKey }>(`/api/dashboard/api-keys`, { method: "POST", body: { mode } }),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.apiKeys(mode) }),
  });
}

export function useSettings() {
  return useQuery({
    queryKey: queryKeys.settings(),
    queryFn: () => dashboardFetch<MerchantSettingsView>("/api/dashboard/settings"),
  });
}

export function useUpdateSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: MerchantSettingsInput) =>
      dashboardFetch<{ settings: MerchantSettingsView; changed: string[] }>("/api/dashboard/settings", { method: "PATCH", body: input }),
    onSuccess: (data) => client.setQueryData(queryKeys.settings(), data.settings),
  });
}

export function useSetMode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (mode: DashboardMode) => dashboardFetch<{ mode: DashboardMode }>("/api/dashboard/mode", { method: "POST", body: { mode } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ["dashboard"] }),
  });
}

export function useSignUp() {
  return useMutation({
    mutationFn: (input: { name: string; email: string; password: string }) =>
      dashboardFetch<{ merchant_id: string; business_name: string; test_secret_key: string }>("/api/dashboard/signup", {
        method: "POST",
        body: input,
      }),
  });
}
