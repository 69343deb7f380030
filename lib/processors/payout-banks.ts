// Which of the gateway's banks and wallets (lib/catalog/banks.ts) each connector sends payouts to:
// each spec's payoutBanks (lib/processors/<name>/spec.ts), by connector name. A connector with none
// receives no payouts.
import { installedConnectors } from "@/lib/processors/connector-specs";

/** The banks and wallets this connector's payouts reach (empty for an unknown name). */
export function payoutBanksOf(connector: string): readonly string[] {
  return installedConnectors().find((c) => c.spec.name === connector)?.spec.payoutBanks ?? [];
}
