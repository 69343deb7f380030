// Virtual-account shapes of the dashboard JSON routes, for client components.
// Client-safe: type-only imports.
import type { serializeCredit, serializeDebit, serializeVirtualAccount } from "@/lib/virtual-accounts/serialize-virtual-account";
import type { getVirtualAccountDetail } from "@/lib/virtual-accounts/virtual-account-detail";

export type VirtualAccountItem = ReturnType<typeof serializeVirtualAccount>;
export type DebitItem = ReturnType<typeof serializeDebit>;
/** The account's page: the account, its bank and its latest incoming transfers. */
export type VirtualAccountDetailView = Awaited<ReturnType<typeof getVirtualAccountDetail>>;
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
