// Every event type a merchant can receive has words of its own on the dashboard, and a type added
// without one still reads as words, never as its code.
import { describe, expect, it } from "vitest";
import { EVENT_TYPE_LABELS, eventTypeLabel } from "@/lib/catalog/event-labels";
import { TEST_EVENT_TYPE, WEBHOOK_EVENT_TYPES } from "@/lib/catalog/event-types";

describe("event type labels", () => {
  it("names every event type, the test event included", () => {
    const missing = [...WEBHOOK_EVENT_TYPES, TEST_EVENT_TYPE].filter((type) => !EVENT_TYPE_LABELS[type]);
    expect(missing).toEqual([]);
  });

  it("labels are words, not codes", () => {
    for (const label of Object.values(EVENT_TYPE_LABELS)) expect(label).not.toMatch(/[._]/);
    expect(eventTypeLabel("payment.success")).toBe("Payment succeeded");
  });

  it("an unknown type reads as its words", () => {
    expect(eventTypeLabel("subaccount.was_created")).toBe("Subaccount was created");
  });
});
