// The Queues page's query and bodies: `.strict()` (docs/architecture.md, convention 11), every change with its reason.
import { z } from "zod";
import { reasonSchema } from "@/lib/operator/schemas";
import { ApiError } from "@/lib/http/errors";
import { isOperatorQueue, OPERATOR_QUEUES, type OperatorQueue } from "@/lib/operator/queues/queue-names";

export const queueListQuerySchema = z
  .object({
    queue: z.enum(OPERATOR_QUEUES).optional(),
    /** "1": only the items assigned to the signed-in operator. */
    mine: z.enum(["1", "true"]).optional(),
  })
  .strict();

export const assignQueueItemSchema = z.object({ operator_id: z.string().trim().regex(/^opr_[0-9A-Za-z]+$/, "an operator id, opr_…"), reason: reasonSchema }).strict();

/** The {queue} segment of the queue item routes: an unknown queue is NOT_FOUND, as an unknown path is. */
export function queueParam(value: string | undefined): OperatorQueue {
  if (!isOperatorQueue(value)) throw new ApiError("NOT_FOUND", `No queue ${value ?? ""}`);
  return value;
}
