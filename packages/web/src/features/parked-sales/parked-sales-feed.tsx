import type { CurrentDevice } from "@/lib/api-types";
import { trpc } from "@/lib/trpc";
import { OnlineOrderBanner } from "./online-order-banner";
import { useQueueFeed } from "./use-queue-feed";

/** Mounted once by the register frame: live queue updates and the online order alert on every POS screen. */
export function ParkedSalesFeed({ device }: { device: CurrentDevice }) {
  const preferences = trpc.devicePreferences.get.useQuery(undefined, { staleTime: 60_000 });
  const { alerts, dismiss } = useQueueFeed(device, preferences.data?.audio ?? false);
  return <OnlineOrderBanner alerts={alerts} onSeen={dismiss} />;
}
