// An audit record's before and after as a person reads them: one row per field that changed,
// "field: before → after", nested objects flattened to dotted names ("limits.ETB"). The records
// keep the JSON as written (the CSV export has it); this is only its reading.

export type AuditChange = { field: string; before: string | null; after: string | null };

function flatten(value: unknown, prefix: string, into: Map<string, unknown>) {
  if (value !== null && typeof value === "object" && !Array.isArray(value)) {
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length === 0 && prefix) into.set(prefix, value);
    for (const [key, inner] of entries) flatten(inner, prefix ? `${prefix}.${key}` : key, into);
  } else if (prefix) into.set(prefix, value);
  else if (value !== undefined && value !== null) into.set("value", value);
}

/** A value as text: strings as they are, "none" for null, everything else as compact JSON. */
export function auditValueText(value: unknown): string {
  if (value === null) return "none";
  if (typeof value === "string") return value;
  if (typeof value === "boolean") return value ? "yes" : "no";
  return JSON.stringify(value);
}

/** The fields that differ between before and after, in the order they first appear; null where a side lacks the field. */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const was = new Map<string, unknown>();
  const now = new Map<string, unknown>();
  flatten(before, "", was);
  flatten(after, "", now);
  const fields = [...new Set([...was.keys(), ...now.keys()])];
  return fields
    .filter((field) => JSON.stringify(was.get(field)) !== JSON.stringify(now.get(field)))
    .map((field) => ({
      field,
      before: was.has(field) ? auditValueText(was.get(field)) : null,
      after: now.has(field) ? auditValueText(now.get(field)) : null,
    }));
}
