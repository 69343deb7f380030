// Request schemas of the risk rule and list routes (/v2/risk and the dashboard's Risk page), shapes
// only (VALIDATION_ERROR): whether an expression compiles, a value fits its list's kind or an alias is
// free is the services' to judge. Client-safe: the dashboard's forms read the same limits.
import { z } from "zod";
import { RISK_ACTIONS, RISK_LIST_KINDS, RISK_RULE_STATUSES } from "@/lib/catalog/risk";
import { cursorPaging, listQuery, numberedPaging } from "@/lib/schemas/list-query";

/** A list's alias, as rules name it in in_list("alias", value): lower case, digits and underscores. */
export const RISK_LIST_ALIAS = /^[a-z][a-z0-9_]{1,62}$/;
/** The longest CSV an import takes, in characters, and its most lines (docs/risk-api.md "CSV import"). */
export const MAX_IMPORT_CSV_CHARS = 900_000;
export const MAX_IMPORT_LINES = 50_000;
/** Lists a scope (a merchant's mode) may hold. */
export const MAX_RISK_LISTS_PER_SCOPE = 100;
/** The longest expression the rule language takes (lib/risk/expression.ts refuses longer). */
export const MAX_EXPRESSION_CHARS = 2000;

const name = (what: string) =>
  z.string({ error: "is required" }).trim().min(1, "is required").max(120, "must be at most 120 characters").meta({ description: what });
const expression = z
  .string({ error: "is required" })
  .trim()
  .min(1, "is required")
  .max(MAX_EXPRESSION_CHARS, `must be at most ${MAX_EXPRESSION_CHARS} characters`)
  .meta({ description: "The condition, in CEL (docs/risk.md \"Writing a rule\"): true when the rule should act", example: 'amount > 5000.0 && in_list("blocked_phones", phone)' });
const position = z
  .number({ error: "must be a whole number" })
  .int("must be a whole number")
  .min(0, "must be 0 or more")
  .max(100_000, "must be at most 100000")
  .meta({ description: "Order within the rule's action, lower first (default 100)" });

export const createRiskRuleSchema = z
  .object({
    name: name("What the rule is for; shown on a review it opens and on the attempt it decided"),
    action: z.enum(RISK_ACTIONS, { error: `must be one of ${RISK_ACTIONS.join(", ")}` }).meta({ description: "What a match does" }),
    expression,
    status: z.enum(RISK_RULE_STATUSES, { error: `must be one of ${RISK_RULE_STATUSES.join(", ")}` }).default("active").meta({ description: "active: applied; shadow: evaluated and recorded, never applied; disabled: not evaluated" }),
    position: position.default(100),
  })
  .strict();
export type CreateRiskRuleInput = z.output<typeof createRiskRuleSchema>;

export const updateRiskRuleSchema = z
  .object({
    name: name("A new name").optional(),
    action: z.enum(RISK_ACTIONS, { error: `must be one of ${RISK_ACTIONS.join(", ")}` }).optional(),
    expression: expression.optional(),
    status: z.enum(RISK_RULE_STATUSES, { error: `must be one of ${RISK_RULE_STATUSES.join(", ")}` }).optional(),
    position: position.optional(),
  })
  .strict()
  .refine((v) => Object.keys(v).length > 0, { message: "name at least one field to change" });
export type UpdateRiskRuleInput = z.output<typeof updateRiskRuleSchema>;

export const listRiskRulesQuerySchema = z
  .object({
    status: z.enum(RISK_RULE_STATUSES, { error: `must be one of ${RISK_RULE_STATUSES.join(", ")}` }).optional().meta({ description: "Only rules in this status" }),
    scope: z.enum(["merchant", "installation", "all"], { error: "must be merchant, installation or all" }).default("all").meta({ description: "merchant: your own rules; installation: the gateway's rules that apply to you (read-only); all (default): both" }),
  })
  .strict();
export type ListRiskRulesQuery = z.output<typeof listRiskRulesQuerySchema>;

export const createRiskListSchema = z
  .object({
    alias: z
      .string({ error: "is required" })
      .regex(RISK_LIST_ALIAS, "must be 2 to 63 characters: a lower-case letter, then lower-case letters, digits or underscores")
      .meta({ description: "How rules name the list: in_list(\"blocked_phones\", phone). Unique among your lists of the mode", example: "blocked_phones" }),
    name: name("What the list holds, for people"),
    kind: z.enum(RISK_LIST_KINDS, { error: `must be one of ${RISK_LIST_KINDS.join(", ")}` }).meta({ description: "What its values are; each value is normalised for it" }),
  })
  .strict();
export type CreateRiskListInput = z.output<typeof createRiskListSchema>;

export const emptyRiskQuerySchema = z.object({}).strict();

export const addRiskListItemsSchema = z
  .object({
    values: z
      .array(z.string({ error: "must be text" }).max(254, "must be at most 254 characters"), { error: "must be a list of values" })
      .min(1, "must hold at least one value")
      .max(1000, "must hold at most 1000 values; import a CSV for more")
      .meta({ description: "Values to add, each normalised for the list's kind (+256 700 000001 is stored +256700000001); a value already in the list is skipped" }),
  })
  .strict();
export type AddRiskListItemsInput = z.output<typeof addRiskListItemsSchema>;

export const listRiskListItemsQuerySchema = listQuery(
  { value: z.string().max(254, "must be at most 254 characters").optional().meta({ description: "Only this value (normalised for the list's kind first)" }) },
  numberedPaging({ items: "Items", defaultPerPage: 50 }),
);
export type ListRiskListItemsQuery = z.output<typeof listRiskListItemsQuerySchema>;

export const createRiskListImportSchema = z
  .object({
    csv: z
      .string({ error: "is required" })
      .min(1, "is required")
      .max(MAX_IMPORT_CSV_CHARS, `must be at most ${MAX_IMPORT_CSV_CHARS} characters; split the file`)
      .meta({ description: `One value per line, or a CSV with a \`value\` column; a header line is optional. At most ${MAX_IMPORT_LINES} lines` }),
  })
  .strict();
export type CreateRiskListImportInput = z.output<typeof createRiskListImportSchema>;

export const closeRiskReviewSchema = z
  .object({ note: z.string({ error: "is required" }).trim().min(1, "is required").max(500, "must be at most 500 characters").meta({ description: "Why, for your team and the audit log" }) })
  .strict();
export type CloseRiskReviewInput = z.output<typeof closeRiskReviewSchema>;

export const listRiskReviewsQuerySchema = listQuery(
  { status: z.enum(["open", "approved", "refused"], { error: "must be open, approved or refused" }).optional().meta({ description: "Only reviews in this status" }) },
  cursorPaging({ items: "Reviews" }),
);
export type ListRiskReviewsQuery = z.output<typeof listRiskReviewsQuerySchema>;

/** The dashboard's removal of one value (the API names it in the path). */
export const removeRiskListItemSchema = z.object({ value: z.string({ error: "is required" }).min(1, "is required").max(254, "must be at most 254 characters") }).strict();
