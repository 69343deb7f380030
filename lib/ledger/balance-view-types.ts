// A balance as the dashboard shows it (client-safe): amounts in major units, as in the API.
export type HeldAtConnectionItem = { connection_id: string; processor: string; enabled: boolean; available: number };
export type BalanceItem = { currency: string; available: number; held_by_operator: number; held_at_connections: HeldAtConnectionItem[]; pending: number; disputed: number; owed: number; subaccounts: number };
