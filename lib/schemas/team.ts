// Request schemas of the team's dashboard JSON routes. Client-safe.
import { z } from "zod";
import { emailSchema, passwordSchema } from "@/lib/schemas/merchant";
import { ROLES } from "@/lib/catalog/permissions";

export const roleSchema = z.enum(ROLES);

export const createInviteBodySchema = z.object({ email: emailSchema, role: roleSchema }).strict();

export const changeRoleBodySchema = z.object({ role: roleSchema }).strict();

export const transferOwnershipBodySchema = z.object({ member_id: z.string().min(1).max(64) }).strict();

/** The account is always the invited address: the body names no e-mail (the invite's mismatch policy). */
export const acceptInviteBodySchema = z
  .object({
    token: z.string().min(1).max(200),
    password: passwordSchema,
    name: z.string().trim().min(1).max(100).optional(),
  })
  .strict();

export const supportRefundLimitBodySchema = z
  .object({
    currency: z.string().min(3).max(3),
    /** Major units; null removes the limit (support then cannot refund in that currency). */
    amount: z.number().positive().nullable(),
  })
  .strict();
