// The audit log reads a record's before and after as the fields that changed, not as JSON.
import { describe, expect, it } from "vitest";
import { auditChanges } from "@/lib/audit/audit-changes";

describe("auditChanges", () => {
  it("lists only the fields that changed, before → after", () => {
    expect(auditChanges({ url: "https://a.example/h", enabled: true, description: "x" }, { url: "https://b.example/h", enabled: false, description: "x" })).toEqual([
      { field: "url", before: "https://a.example/h", after: "https://b.example/h" },
      { field: "enabled", before: "yes", after: "no" },
    ]);
  });

  it("a created object has no before, a deleted one no after", () => {
    expect(auditChanges(null, { role: "admin" })).toEqual([{ field: "role", before: null, after: "admin" }]);
    expect(auditChanges({ role: "admin" }, null)).toEqual([{ field: "role", before: "admin", after: null }]);
  });

  it("nested objects read as dotted fields, lists and nulls as text", () => {
    expect(auditChanges({ limits: { ETB: 100 }, events: ["payment.success"] }, { limits: { ETB: 200 }, events: [], note: null })).toEqual([
      { field: "limits.ETB", before: "100", after: "200" },
      { field: "events", before: '["payment.success"]', after: "[]" },
      { field: "note", before: null, after: "none" },
    ]);
  });

  it("nothing recorded reads as no change", () => {
    expect(auditChanges(null, null)).toEqual([]);
    expect(auditChanges(undefined, { a: 1 })).toEqual([{ field: "a", before: null, after: "1" }]);
  });
});
