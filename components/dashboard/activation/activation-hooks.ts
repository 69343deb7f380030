"use client";
// React Query hooks of the go-live checklist. Every change answers the new
// checklist, which replaces the cached one; the layout's banner follows with router.refresh().
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { dashboardFetch } from "@/lib/dashboard/client/fetch-json";
import type { ActivationView } from "@/lib/catalog/activation";

const activationKey = ["dashboard", "activation"] as const;

export function useActivation() {
  return useQuery({ queryKey: activationKey, queryFn: () => dashboardFetch<ActivationView>("/api/dashboard/activation") });
}

function useActivationMutation<V, R>(fn: (vars: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => client.invalidateQueries({ queryKey: activationKey }) });
}

export type BusinessInput = { legal_name: string; country: string; business_type: string; contact_phone: string };
export type SettlementInput = { bank_slug: string; account_number: string; account_name: string };

export const useSaveBusiness = () => useActivationMutation((body: BusinessInput) => dashboardFetch<ActivationView>("/api/dashboard/activation/business", { method: "PUT", body }));
export const useSaveSettlement = () =>
  useActivationMutation((body: SettlementInput) => dashboardFetch<ActivationView>("/api/dashboard/activation/settlement-account", { method: "PUT", body }));
export const useSendVerification = () =>
  useActivationMutation(() => dashboardFetch<{ delivery: "link" | "operator_code"; sent: boolean; email: string }>("/api/dashboard/activation/email-verification", { method: "POST", body: {} }));
export const useConfirmEmail = () =>
  useActivationMutation((code: string) => dashboardFetch<{ verified_at: string }>("/api/dashboard/activation/email-verification/confirm", { method: "POST", body: { code } }));
export const useSubmitActivation = () => useActivationMutation(() => dashboardFetch<ActivationView>("/api/dashboard/activation/submit", { method: "POST", body: {} }));
export const useRevealLiveKey = () => useActivationMutation(() => dashboardFetch<{ id: string; key: string }>("/api/dashboard/activation/live-key", { method: "POST", body: {} }));
