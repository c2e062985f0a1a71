import { z } from "zod";
import { ZId } from "../common/bounded.schema";

export const ZSummarySubscriptionInput = z.object({ locationId: ZId, subscribed: z.boolean() });
export type SummarySubscriptionInput = z.infer<typeof ZSummarySubscriptionInput>;

export interface SummaryRunView {
  runId: string;
  startedAt: string;
  finishedAt: string | null;
  status: "running" | "succeeded" | "failed";
  locations: number;
  sent: number;
  alreadySent: number;
  notAllowed: number;
  error: string | null;
}
