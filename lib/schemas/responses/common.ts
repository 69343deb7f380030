// Building blocks of the response schemas: the OpenAPI document describes every
// answer with these, and the contract tests check live answers against them.
import { z } from "zod";
import { CURRENCY_CODES } from "@/lib/money";

/** An ISO 8601 UTC timestamp as the API writes it (Date.toISOString()). */
export const timestamp = () => z.iso.datetime().meta({ example: "2026-11-23T08:15:30.123Z" });

/** An amount in major units as a JSON number (USD 25.5, UGX 5000). */
export const amount = () => z.number().meta({ description: "In major units (USD 25.50 is 25.5; UGX and DJF have no decimals)", example: 25.5 });

export const currency = () => z.enum(CURRENCY_CODES).meta({ example: "ETB" });

export const mode = () => z.enum(["test", "live"]).meta({ description: "The mode of the key that made the object" });

/** The fields every stored object ends with: its mode and when it was created and last changed. */
export const modeAndTimestamps = () => ({ mode: mode(), created_at: timestamp(), updated_at: timestamp() });

/** Your own key-value data, as you sent it. */
export const metaOut = () => z.record(z.string(), z.unknown()).nullable().meta({ description: "Your meta object, as you sent it, or null" });

/** The `pagination` object of page-numbered lists (lib/http/pagination.ts). */
export const pagePaginationSchema = z
  .object({
    page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    limit: z.number().int().meta({ description: "Records in this page" }),
    has_more: z.boolean(),
    next_cursor: z.string().nullable().meta({ description: "The next page's number as text; null on the last page" }),
    prev_cursor: z.string().nullable(),
  })
  .strict()
  .meta({ id: "PagePagination" });

/** The `pagination` object of position-cursor lists (lib/http/cursor.ts, cursorPage). */
export const cursorPaginationSchema = z
  .object({
    limit: z.number().int().meta({ description: "Records in this page" }),
    per_page: z.number().int(),
    has_more: z.boolean().meta({ description: "Whether next_cursor leads to more records" }),
    next_cursor: z.string().nullable().meta({ description: "Pass as `cursor` for the next page; null on the last page" }),
    prev_cursor: z.string().nullable().meta({ description: "Pass as `cursor` for the previous page; null on the first page" }),
  })
  .strict()
  .meta({ id: "CursorPagination" });

/**
 * The `pagination` object of lists paged by number or by cursor (payouts, virtual accounts and
 * their debits): the spec's object plus per_page, and page and total when paging by `page`.
 * The cursors are opaque, signed positions.
 */
export const pageOrCursorPaginationSchema = z
  .object({
    page: z.number().int().optional().meta({ description: "The page number; only when paging by `page` (not by `cursor`)" }),
    per_page: z.number().int().meta({ description: "The page size asked for" }),
    total: z.number().int().optional().meta({ description: "Records matching the filters; only when paging by `page`" }),
    limit: z.number().int().meta({ description: "Records in this page" }),
    has_more: z.boolean().meta({ description: "Whether records exist after this page" }),
    next_cursor: z.string().nullable().meta({ description: "Send as `cursor` for the next page; null when there is none" }),
    prev_cursor: z.string().nullable().meta({ description: "Send as `cursor` for the previous page; null when there is none" }),
  })
  .strict()
  .meta({ id: "PageOrCursorPagination" });
