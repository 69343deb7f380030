// Dates as the dashboard shows them (client-safe); amounts: lib/money/format-amount.ts.

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

/**
 * The same formats in a given time zone (the merchant's, where a page's filters read days in it),
 * instead of the browser's. One formatter per format and zone.
 */
const zoned = new Map<string, Intl.DateTimeFormat>();
function inZone(format: Intl.DateTimeFormat, timeZone: string | undefined): Intl.DateTimeFormat {
  if (!timeZone) return format;
  const { year, hour, minute } = format.resolvedOptions() as Intl.DateTimeFormatOptions;
  const key = `${year ?? ""}${hour ?? ""}|${timeZone}`;
  let found = zoned.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year, hour, minute, timeZone });
    zoned.set(key, found);
  }
  return found;
}

export function formatDateTime(iso: string | null | undefined, timeZone?: string): string {
  if (!iso) return "—";
  return inZone(DATE_TIME, timeZone).format(new Date(iso));
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


const SHORT_THIS_YEAR = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" });

/** "21 Nov, 05:55" this year, "21 Nov 2025, 05:55" otherwise: for dense tables. */
export function formatShortDateTime(iso: string | null | undefined, now = new Date(), timeZone?: string): string {
  if (!iso) return "—";
  const date = new Date(iso);
  return date.getFullYear() === now.getFullYear() ? inZone(SHORT_THIS_YEAR, timeZone).format(date) : inZone(DATE_TIME, timeZone).format(date);
}

const DATE_TIME_SECONDS = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/** With seconds, for timelines where several steps share a minute. */
export function formatDateTimeSeconds(iso: string | null | undefined): string {
  if (!iso) return "—";
  return DATE_TIME_SECONDS.format(new Date(iso));
}
