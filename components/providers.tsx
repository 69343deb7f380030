"use client";
// The dashboard's client providers: React Query (dashboard data) and toasts
// (the layouts of app/(dashboard)/dashboard and app/(auth); the other pages, the hosted
// checkout first, do not load them).
import { useState, type ReactNode } from "react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { ToastProvider } from "@/components/ui/toast";
import { DashboardRequestError } from "@/lib/dashboard/client/fetch-json";

function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx will not get better by asking again; network and 5xx errors may.
        retry: (failures, error) =>
          failures < 2 && !(error instanceof DashboardRequestError && error.status >= 400 && error.status < 500),
      },
      mutations: { retry: false },
    },
  });
}

export function Providers({ children }: { children: ReactNode }) {
  const [client] = useState(makeQueryClient);
  return (
    <QueryClientProvider client={client}>
      <ToastProvider>{children}</ToastProvider>
    </QueryClientProvider>
  );
}
