import { Badge } from "@/components/ui/badge";
import { formatDate, formatDateTime, formatRelative } from "@/lib/dashboard/format";
import type { ApiKeyItem } from "@/lib/auth/api-key-views";

export function KeyStatusBadge({ keyItem }: { keyItem: ApiKeyItem }) {
  switch (keyItem.status) {
    case "active":
      return <Badge tone="green">Active</Badge>;
    case "expiring":
      return (
        <span title={formatDateTime(keyItem.expires_at)}>
          <Badge tone="amber">Expires {keyItem.expires_at ? formatRelative(keyItem.expires_at) : ""}</Badge>
        </span>
      );
    case "expired":
      return (
        <span title={formatDateTime(keyItem.expires_at)}>
          <Badge tone="gray">Expired</Badge>
        </span>
      );
    case "revoked":
      return (
        <span title={formatDateTime(keyItem.revoked_at)}>
          <Badge tone="red">Revoked {formatDate(keyItem.revoked_at)}</Badge>
        </span>
      );
  }
}
