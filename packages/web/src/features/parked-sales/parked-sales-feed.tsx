import type { CurrentDevice } from "@/lib/api-types";
import { trpc } from "@/lib/trpc";
import { useQueueFeed } from "./use-queue-feed";

/** Mounted once by the register frame: live queue updates and the online order alert on every POS screen. */
export function ParkedSalesFeed({ device }: { device: CurrentDevice }) {
  const preferences = trpc.devicePreferences.get.useQuery(undefined, { staleTime: 60_000 });
  useQueueFeed(device, preferences.data?.audio ?? false);
  return null;
}
