// GET /v2/customers filters (extension). Shapes here (VALIDATION_ERROR: unknown
// parameters, lengths, per_page); values the service judges (INVALID_VALUE: an email or phone
// number that no profile could hold, a cursor not from this list).
import { z } from "zod";
import { cursorPaging, listQuery } from "@/lib/schemas/list-query";

export const listCustomersQuerySchema = listQuery(
  {
    email: z.string().max(254, "must be at most 254 characters").optional().meta({ description: "The profile's e-mail address, exact (any case)" }),
    phone: z
      .string()
      .max(30, "must be at most 30 characters")
      .optional()
      .meta({ description: "The profile's phone number, exact; written with or without +, spaces or dashes" }),
    /** Prefix of a first or last name, email or phone number, case-insensitive (lib/catalog/customer-search.ts). */
    q: z
      .string()
      .max(100, "must be at most 100 characters")
      .optional()
      .meta({
        description:
          "The start of the first or last name (any case; two words: first and last name), of the e-mail address, or of the phone number's digits with or without + and country code",
      }),
  },
  cursorPaging({ items: "Profiles" }),
);

export type ListCustomersQuery = z.output<typeof listCustomersQuerySchema>;

/** The detail takes no query parameters. */
export const customerDetailQuerySchema = z.object({}).strict();
