// Virtual-account shapes of the dashboard JSON routes, for client components.
// Client-safe: type-only imports.
import type { serializeCredit, serializeDebit, serializeVirtualAccount } from "@/lib/virtual-accounts/serialize-virtual-account";

export type VirtualAccountItem = ReturnType<typeof serializeVirtualAccount>;
export type DebitItem = ReturnType<typeof serializeDebit>;
export type CreditItem = ReturnType<typeof serializeCredit> & { virtual_account: VirtualAccountItem };
export type VirtualAccountPagination = {
  page?: number;
  per_page: number;
  total?: number;
  limit: number;
  has_more: boolean;
  next_cursor: string | null;
  prev_cursor: string | null;
};
export type VirtualAccountList = { items: VirtualAccountItem[]; pagination: VirtualAccountPagination };
export type DebitList = { items: DebitItem[]; pagination: VirtualAccountPagination };
