// A period as people type it: a date (YYYY-MM-DD, UTC) or an ISO 8601 date-time. A date for
// `to` means the end of that day, so "--from 2026-11-01 --to 2026-11-30" covers November to its last
// second; a date-time `to` is exclusive, as given. Null: not a date (the caller says which field).
export function parsePeriodBound(text: string, bound: "from" | "to"): Date | null {
  const t = text.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(t)) {
    const d = new Date(`${t}T00:00:00.000Z`);
    if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== t) return null;
    return bound === "to" ? new Date(d.getTime() + 86_400_000) : d;
  }
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(t)) return null;
  const d = new Date(t);
  return Number.isNaN(d.getTime()) ? null : d;
}
