import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import type { QueueEntryView } from "@pos/core/payment-queue/payment-queue.schema";
import { useFeature } from "@/hooks/use-feature";
import type { CurrentDevice } from "@/lib/api-types";
import { trpc } from "@/lib/trpc";
import { shouldAlertOnlineOrder } from "./queue-state";
import { playChime } from "./sound";
import { useQueueSocket } from "./use-queue-socket";

/** Without the real-time connection (flag off) the list is reloaded this often, so an order shows within seconds. */
export const queuePollMs = 5_000;

/** The queue entry the sale screen has open (`/pos/sale?queueId=`). */
function currentSaleQueueId(pathname: string, search: string): string | null {
  return pathname.startsWith("/pos/sale") ? new URLSearchParams(search).get("queueId") : null;
}

/**
 * Keeps the register's queue list (the `paymentQueue.list` query) current: from the real-time topic
 * "paymentQueue" when the company's websocket flag is on, otherwise by reloading it. Raises the online order
 * alert for what arrives either way, with sound when the audio preference is on. The alerts stay until the
 * cashier has seen them (`dismiss`) or the order is no longer waiting here.
 */
export function useQueueFeed(
  device: CurrentDevice,
  audio: boolean,
): { alerts: QueueEntryView[]; dismiss: () => void } {
  const [raised, setRaised] = useState<QueueEntryView[]>([]);
  const realtime = useFeature("websocket");
  const live = realtime.enabled;
  const list = trpc.paymentQueue.list.useQuery(undefined, {
    staleTime: queuePollMs,
    refetchInterval: live || realtime.loading ? false : queuePollMs,
    refetchIntervalInBackground: true,
  });
  const location = useLocation();
  const saleQueueId = currentSaleQueueId(location.pathname, location.search);
  const seen = useRef(new Set<string>());
  const lastRefreshAt = useRef(new Date().toISOString());
  const fetchStartedAt = useRef<string | null>(null);
  const latest = useRef({ audio, saleQueueId });
  useEffect(() => {
    latest.current = { audio, saleQueueId };
  }, [audio, saleQueueId]);

  const { deviceId } = device;
  /** Alerts for the entries that qualify and marks every one of them as seen. */
  const consider = useCallback(
    (entries: QueueEntryView[]) => {
      const context = {
        seenIds: seen.current,
        lastRefreshAt: lastRefreshAt.current,
        deviceId,
        currentSaleQueueId: latest.current.saleQueueId,
      };
      const alerts = entries.filter((entry) => shouldAlertOnlineOrder(entry, context));
      for (const entry of entries) seen.current.add(entry.id);
      if (alerts.length > 0) setRaised((current) => [...current, ...alerts]);
      return alerts.length > 0;
    },
    [deviceId],
  );
  const chime = useCallback(() => {
    if (latest.current.audio) playChime();
  }, []);

  const { isFetching, isSuccess, data } = list;
  useEffect(() => {
    if (isFetching) {
      fetchStartedAt.current ??= new Date().toISOString();
      return;
    }
    if (!fetchStartedAt.current || !isSuccess || !data) return;
    if (consider(data)) chime();
    lastRefreshAt.current = fetchStartedAt.current;
    fetchStartedAt.current = null;
  }, [isFetching, isSuccess, data, consider, chime]);

  useQueueSocket({ device, enabled: live, consider, chime });
  const dismiss = useCallback(() => setRaised([]), []);
  const waiting = new Set((data ?? []).filter((entry) => entry.heldBy === null).map((entry) => entry.id));
  return { alerts: data ? raised.filter((entry) => waiting.has(entry.id)) : raised, dismiss };
}
