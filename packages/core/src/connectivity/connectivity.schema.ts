import { z } from "zod";
import { zDateTime } from "../common/bounded.schema";

export const ZConnectivityReport = z.object({
  events: z
    .array(
      z.object({
        status: z.enum(["connected", "disconnected"]),
        at: zDateTime(),
      }),
    )
    .max(500, "Too many events in one report"),
});
export type ConnectivityReport = z.infer<typeof ZConnectivityReport>;
