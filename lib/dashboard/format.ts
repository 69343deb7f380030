// Dates as the dashboard shows them (client-safe).
const DATE_TIME = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

const DATE = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric" });

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return "—";
  return DATE.format(new Date(iso));
}

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return "—";
  return DATE_TIME.format(new Date(iso));
}

/** "in 59 min", "in 23 h", "2 days ago": for key expiry and last use. */
export function formatRelative(iso: string, now = Date.now()): string {
  const diff = new Date(iso).getTime() - now;
  const abs = Math.abs(diff);
  const [value, unit] =
    abs < 60_000
      ? [0, "now"]
      : abs < 3_600_000
        ? [Math.round(abs / 60_000), "min"]
        : abs < 86_400_000
          ? [Math.round(abs / 3_600_000), "h"]
          : [Math.round(abs / 86_400_000), abs < 1.5 * 86_400_000 ? "day" : "days"];
  if (unit === "now") return "just now";
  return diff > 0 ? `in ${value} ${unit}` : `${value} ${unit} ago`;
}
