// Time zones: the country → zone table, zone validation, and the day arithmetic
// the dashboard needs to count days in a merchant's zone (date filters, chart buckets, CSV exports,
// settlement days). Pure functions over Intl, no date library: client-safe, so the settings form
// validates with the server's rules. Infrastructure (lib/catalog) so that the HTTP date filters and
// the zod schemas can use it; lib/merchants/time-zone.ts picks a merchant's zone.

/** The zones of the countries the gateway serves; every other country has no default (UTC). */
const COUNTRY_ZONES: Record<string, string> = {
  ET: "Africa/Addis_Ababa",
  UG: "Africa/Kampala",
  DJ: "Africa/Djibouti",
};

export function timeZoneForCountry(country: string | null | undefined): string | null {
  return country ? (COUNTRY_ZONES[country.toUpperCase()] ?? null) : null;
}

/** True for a zone this runtime's Intl knows (IANA names such as Africa/Addis_Ababa, and UTC). */
export function isValidTimeZone(zone: string): boolean {
  if (!zone || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The zones offered by the settings select: Intl's list, with UTC first (Intl omits it in some runtimes). */
export function selectableTimeZones(): string[] {
  const zones = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : Object.values(COUNTRY_ZONES);
  return ["UTC", ...zones.filter((z) => z !== "UTC")];
}

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

/** The zone's calendar date and clock time at an instant. */
export function wallClock(instant: Date, zone: string) {
  let format = partsFormatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    partsFormatters.set(zone, format);
  }
  const parts: Record<string, string> = {};
  for (const part of format.formatToParts(instant)) parts[part.type] = part.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** Minutes the zone is ahead of UTC at this instant (+180 in Addis Ababa). */
export function offsetMinutes(instant: Date, zone: string): number {
  const w = wallClock(instant, zone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** "+03:00" for an offset of 180 minutes. */
function offsetText(minutes: number): string {
  const sign = minutes < 0 ? "-" : "+";
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** The calendar day ("2026-11-27") of an instant in a zone. */
export function localDay(instant: Date, zone: string): string {
  const w = wallClock(instant, zone);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`;
}

/**
 * ISO 8601 with the zone's offset and milliseconds: "2026-11-27T01:30:00.000+03:00" (what CSV
 * exports show). UTC is written as toISOString writes it ("…Z"), as the API does.
 */
export function formatInZone(instant: Date, zone: string): string {
  if (zone === "UTC") return instant.toISOString();
  const w = wallClock(instant, zone);
  const ms = pad(((instant.getTime() % 1000) + 1000) % 1000, 3);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}.${ms}${offsetText(offsetMinutes(instant, zone))}`;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "2026-11-28" for "2026-11-27" (+1), calendar arithmetic in UTC, where every day has 24 hours. */
export function addDays(day: string, days: number): string {
  const [, y, m, d] = DAY.exec(day)!;
  return new Date(Date.UTC(Number(y), Number(m) - 1, Number(d) + days)).toISOString().slice(0, 10);
}

/**
 * The UTC instant at which a local day starts in a zone. The offset is found by asking Intl about
 * a guess and correcting once more, which lands on the right side of a DST change too (a day that
 * starts inside a skipped hour starts at the first instant after it).
 */
export function startOfLocalDay(day: string, zone: string): Date {
  const match = DAY.exec(day);
  if (!match) throw new RangeError(`not a day: ${day}`);
  const wall = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  let guess = wall - offsetMinutes(new Date(wall), zone) * 60_000;
  guess = wall - offsetMinutes(new Date(guess), zone) * 60_000;
  return new Date(guess);
}

/**
 * The UTC instant of a wall-clock time in a zone (month 1–12). A time inside a skipped hour lands
 * just after it, as startOfLocalDay does.
 */
export function instantOfWallClock(w: { year: number; month: number; day: number; hour: number; minute: number; second: number }, zone: string): Date {
  const wall = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  let guess = wall - offsetMinutes(new Date(wall), zone) * 60_000;
  guess = wall - offsetMinutes(new Date(guess), zone) * 60_000;
  return new Date(guess);
}

/** A local day as the half-open UTC range [start, end) its instants fall in. */
export function localDayRange(day: string, zone: string): { start: Date; end: Date } {
  return { start: startOfLocalDay(day, zone), end: startOfLocalDay(addDays(day, 1), zone) };
}

const zoneNameFormats = new Map<string, Intl.DateTimeFormat>();

/** The zone's own name at `at`: "East Africa Time", "British Summer Time" (summer time has its own name). */
export function timeZoneName(zone: string, at: Date = new Date()): string {
  let format = zoneNameFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-GB", { timeZoneName: "long", timeZone: zone });
    zoneNameFormats.set(zone, format);
  }
  return format.formatToParts(at).find((part) => part.type === "timeZoneName")?.value ?? zone;
}

/**
 * A time zone as people read it: "East Africa Time (Addis Ababa)", "Coordinated Universal Time".
 * The IANA id ("Africa/Addis_Ababa") is a setting, not something a merchant or a customer reads.
 * The city is the last part of the id, so two zones with one name (Addis Ababa, Kampala) stay apart.
 */
export function timeZoneInWords(zone: string, at: Date = new Date()): string {
  const name = timeZoneName(zone, at);
  const city = zone.includes("/") ? zone.slice(zone.lastIndexOf("/") + 1).replaceAll("_", " ") : null;
  return city && city !== name ? `${name} (${city})` : name;
}

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * "3 Dec 2026, 16:05 East Africa Time (Addis Ababa)": a moment on a zone's clock, the zone in
 * words, for a sentence a merchant or a customer reads (the dashboard's date-and-time format).
 */
export function dateTimeInWords(instant: Date, zone: string): string {
  let format = dateTimeFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", timeZone: zone });
    dateTimeFormats.set(zone, format);
  }
  return `${format.format(instant)} ${timeZoneInWords(zone, instant)}`;
}
