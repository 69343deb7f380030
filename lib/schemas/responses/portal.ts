// Response schema of the customer portal's link: the `data` of POST /v2/customers/{id}/portal-link.
import { z } from "zod";
import { timestamp } from "@/lib/schemas/responses/common";

export const portalLinkSchema = z
  .object({
    url: z.string().meta({ description: "The customer's portal: their subscriptions and invoices. A capability: send it to the customer only", example: "https://pay.example.com/portal/WzEsImN1c19…" }),
    expires_at: timestamp().meta({ description: "When the link stops working" }),
  })
  .strict()
  .meta({ id: "PortalLink" });
