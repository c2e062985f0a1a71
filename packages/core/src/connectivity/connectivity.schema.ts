import { z } from "zod";

export const ZConnectivityReport = z.object({
  events: z
    .array(
      z.object({
        status: z.enum(["connected", "disconnected"]),
        at: z.iso.datetime(),
      }),
    )
    .max(500, "Too many events in one report"),
});
export type ConnectivityReport = z.infer<typeof ZConnectivityReport>;
