// The Connections page's request bodies (docs/operator.md "Connections, reconciliation, jobs and
// queues"): `.strict()` (docs/architecture.md, convention 11), each with the reason the audit log keeps.
// The credentials' own shape is the connector's (createConnection checks it); here only that it is an object.
import { z } from "zod";
import { CONNECTOR_NAMES } from "@/lib/processors/connector-specs";
import { reasonSchema } from "@/lib/operator/schemas";

export const addConnectionSchema = z
  .object({
    connector: z.enum(CONNECTOR_NAMES),
    mode: z.enum(["test", "live"]),
    credentials: z.record(z.string().max(100), z.unknown()),
    /** Another host than the processor's own (a sandbox, a proxy): the operator's choice only. */
    base_url: z.string().trim().url().max(500).optional(),
    priority: z.number().int().min(0).max(10_000).optional(),
    methods: z.array(z.string().trim().min(1).max(50)).max(30).optional(),
    currencies: z.array(z.string().trim().toUpperCase().length(3)).max(30).optional(),
    reason: reasonSchema,
  })
  .strict();

export type AddConnectionBody = z.output<typeof addConnectionSchema>;
