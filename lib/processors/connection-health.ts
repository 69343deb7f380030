import "server-only";
// Each connection's health for routing (issue 28): the circuit breaker's state per connection.
// A placeholder until the routing work lands: every connection is "closed" (takes traffic).
import type { Mode } from "@/lib/generated/prisma/enums";
import { enabledConnections } from "@/lib/processors/connections";

export type CircuitState = "closed" | "open" | "half_open";

/** The circuit state of every enabled connection (read by /metrics and the dashboard). */
export async function circuitStates(): Promise<Array<{ connectionId: string; connector: string; mode: Mode; state: CircuitState }>> {
  const rows = await enabledConnections();
  return rows.map((c) => ({ connectionId: c.id, connector: c.connector, mode: c.mode, state: "closed" as const }));
}
