// A balance as the dashboard shows it (client-safe): amounts in major units, as in the API.
export type BalanceItem = { currency: string; available: number; pending: number; subaccounts: number };
