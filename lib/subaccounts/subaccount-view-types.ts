// Client-safe: type-only imports.
import type { serializeSubaccount } from "@/lib/subaccounts/serialize-subaccount";

export type SubaccountItem = ReturnType<typeof serializeSubaccount>;
