"use client";
// Who is looking at the dashboard and in which mode; set by the dashboard layout (server) on
// every render, so a mode switch followed by router.refresh() updates every client component.
import { createContext, useContext, type ReactNode } from "react";
import type { DashboardMode } from "@/lib/catalog/modes";
import type { DashboardRole } from "@/lib/catalog/permissions";
import type { ActivationStatus } from "@/lib/catalog/activation";
import type { AccountHold } from "@/lib/catalog/merchant-states";

export type DashboardViewer = {
  mode: DashboardMode;
  role: DashboardRole;
  merchantName: string;
  email: string;
  /** Live activation: live mode is locked until "activated". */
  activation: { status: ActivationStatus; liveKeyAvailable: boolean };
  /** The operator's hold on the account, with the reason they gave (docs/operator.md "Holds"); null: none. */
  hold: AccountHold | null;
};

const DashboardContext = createContext<DashboardViewer | null>(null);

export function DashboardProvider({ value, children }: { value: DashboardViewer; children: ReactNode }) {
  return <DashboardContext.Provider value={value}>{children}</DashboardContext.Provider>;
}

export function useDashboard(): DashboardViewer {
  const value = useContext(DashboardContext);
  if (!value) throw new Error("useDashboard must be used inside the dashboard layout");
  return value;
}
