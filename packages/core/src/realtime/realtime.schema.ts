import { z } from "zod";
import { ZId } from "../common/bounded.schema";

export const topics = ["paymentQueue", "cardTransactions", "devices"] as const;
export type Topic = (typeof topics)[number];

export const ZConnectQuery = z.object({
  tenantId: z.coerce.number().int().positive(),
  retailerId: ZId.optional(),
  authorization: z.string().min(1).max(100),
});

export const ZClientMessage = z.discriminatedUnion("action", [
  z.object({ action: z.literal("subscribe"), topic: z.enum(topics) }),
  z.object({ action: z.literal("unsubscribe"), topic: z.enum(topics) }),
  z.object({ action: z.literal("ping") }),
]);
export type ClientMessage = z.infer<typeof ZClientMessage>;

export interface ServerMessage {
  topic: Topic | "system";
  event: string;
  data: unknown;
}
