// The dashboard's "New link" form turns its text values into the API's create body and
// checks them with the API's own schema, keyed as the API keys its error details, so a message
// sits beside the same field before and after the server answers.
import { describe, expect, it } from "vitest";
import { emptyLinkForm, errorFor, fieldKey, toCreateInput, validateLinkForm, type LinkFormValues } from "@/components/dashboard/payment-links/link-form-values";
import { createPaymentLinkSchema } from "@/lib/schemas/payment-links";

const form = (kind: LinkFormValues["kind"], patch: Partial<LinkFormValues>): LinkFormValues => ({ ...emptyLinkForm(kind), ...patch });

describe("toCreateInput", () => {
  it("a donation sends amount_options with its suggested amounts, no amount", () => {
    const body = toCreateInput(form("donation", { title: "Trip", currency: "USD", min: "5", max: "500", suggested: "10, 25 50" }));
    expect(body).toEqual({
      kind: "donation",
      title: "Trip",
      description: "",
      currency: "USD",
      collect: { name: true, email: true, phone: false },
      amount_options: { min: 5, max: 500, suggested: [10, 25, 50] },
    });
    expect(createPaymentLinkSchema.safeParse(body).success).toBe(true);
  });

  it("a fixed-price link sends amount and quantity; custom fields get keys from their labels; splits name subaccounts", () => {
    const body = toCreateInput(
      form("payment", {
        title: "T-shirt",
        amount: "1,250.50",
        quantity_enabled: true,
        quantity_max: "5",
        custom_fields: [{ label: "T-shirt size", required: true }, { label: "  ", required: false }, { label: "2nd choice", required: false }],
        subaccounts: ["SA_1"],
        max_payments: "100",
      }),
    );
    expect(body).toMatchObject({
      amount: 1250.5,
      quantity: { enabled: true, max: 5 },
      custom_fields: [
        { key: "t_shirt_size", label: "T-shirt size", required: true },
        { key: "field_2_2nd_choice", label: "2nd choice", required: false },
      ],
      subaccounts: [{ subaccount_reference: "SA_1" }],
      max_payments: 100,
    });
    expect(body).not.toHaveProperty("amount_options");
    expect(createPaymentLinkSchema.safeParse(body).success).toBe(true);
  });

  it("an event sends its ticket types with sale windows as ISO timestamps", () => {
    const body = toCreateInput(
      form("event", { title: "Jazz", ticket_types: [{ name: "General", price: "15", quantity: "50", sales_start_at: "2030-01-01T18:00", sales_end_at: "" }] }),
    );
    expect(body.ticket_types).toEqual([{ name: "General", price: 15, quantity: 50, sales_start_at: new Date("2030-01-01T18:00").toISOString() }]);
    expect(body).not.toHaveProperty("amount");
    expect(createPaymentLinkSchema.safeParse(body).success).toBe(true);
  });
});

describe("validateLinkForm", () => {
  it("answers every problem at once under the API's keys", () => {
    const errors = validateLinkForm(
      form("event", {
        title: "",
        ticket_types: [
          { name: "", price: "abc", quantity: "0", sales_start_at: "2030-02-01T00:00", sales_end_at: "2030-01-01T00:00" },
        ],
        redirect_url: "ftp://example.com",
        custom_fields: [{ label: "x".repeat(81), required: false }],
      }),
    );
    expect(Object.keys(errors).sort()).toEqual(
      ["custom_fields.0.label", "redirect_url", "ticket_types.0.name", "ticket_types.0.price", "ticket_types.0.quantity", "ticket_types.0.sales_end_at", "title"].sort(),
    );
    expect(errors.title).toBe("must not be empty");
    expect(errors["ticket_types.0.price"]).toBe("Enter the amount in digits, like 1,000 or 1,000.50");
    expect(errors["ticket_types.0.sales_end_at"]).toBe("must be after the start of sales");
  });

  it("suggested amounts and bounds may group their thousands", () => {
    const body = toCreateInput(form("donation", { title: "Gala", currency: "ETB", min: "1,000", max: "50 000", suggested: "5,000, 10,000, 20,000" }));
    expect(body.amount_options).toEqual({ min: 1000, max: 50000, suggested: [5000, 10000, 20000] });
    expect(validateLinkForm(form("donation", { title: "Gala", currency: "ETB", suggested: "5,000, 10,000, 20,000" }))).toEqual({});
    expect(errorFor(validateLinkForm(form("donation", { title: "Gala", currency: "ETB", suggested: "1,00" })), "amount_options.suggested")).toMatch(/groups of three digits/);
  });

  it("a fixed amount is required; chosen bounds must be in order; suggested amounts are numbers", () => {
    expect(validateLinkForm(form("payment", { title: "A" })).amount).toBeTruthy();
    const chosen = validateLinkForm(form("donation", { title: "A", min: "20", max: "10", suggested: "5, x" }));
    expect(chosen["amount_options.max"]).toBe("must be at least the minimum");
    expect(errorFor(chosen, "amount_options.suggested")).toBe("Enter the amount in digits, like 1,000 or 1,000.50");
    expect(validateLinkForm(form("donation", { title: "A", min: "5", suggested: "10, 20" }))).toEqual({});
  });

  it("an expiry in the past is refused", () => {
    expect(validateLinkForm(form("donation", { title: "A", expires_at: "2001-01-01T00:00" })).expires_at).toBe("must be in the future");
  });
});

describe("fieldKey", () => {
  it("follows the API's key rule", () => {
    for (const label of ["Student's class", "T-shirt size", "2nd choice", "Ébène", "!!!"]) expect(fieldKey(label, 0)).toMatch(/^[a-z][a-z0-9_]{0,39}$/);
  });
});
