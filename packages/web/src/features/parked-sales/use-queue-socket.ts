import { useEffect } from "react";
import type { QueueEntryView } from "@pos/core/payment-queue/payment-queue.schema";
import type { CurrentDevice } from "@/lib/api-types";
import { posToast } from "@/lib/pos-toast";
import { RealtimeConnection } from "@/lib/realtime";
import { readStorage, storageKeys } from "@/lib/storage-keys";
import { trpc } from "@/lib/trpc";
import { applyQueueMessage, parseQueueMessage, queueNotice } from "./queue-state";

type QueueSocketOptions = {
  device: CurrentDevice;
  enabled: boolean;
  /** Raises the online order alert when the entry qualifies; true when it did. */
  consider: (entries: QueueEntryView[]) => boolean;
  chime: () => void;
};

/** The register's subscription to the "paymentQueue" topic, applying each message to the cached list. */
export function useQueueSocket({ device, enabled, consider, chime }: QueueSocketOptions): void {
  const utils = trpc.useUtils();
  const { deviceId } = device;
  const companyId = device.company.id;
  const locationId = device.location.id;

  useEffect(() => {
    const token = readStorage(storageKeys.deviceAuthToken);
    if (!enabled || !token) return;
    let opened = false;
    const connection = new RealtimeConnection({
      companyId,
      locationId,
      token,
      onStatus: (status) => {
        // Messages sent while the socket was down are lost: reload the list after a reconnect.
        if (status === "open" && opened) void utils.paymentQueue.list.invalidate();
        if (status === "open") opened = true;
      },
      onMessage: (raw) => {
        const message = parseQueueMessage(raw);
        if (!message) return;
        const alerted = consider([message.entry]);
        const old = utils.paymentQueue.list.getData();
        const next = applyQueueMessage(old ?? [], message);
        // Before the first load there is no list to change: the load brings the entry.
        if (old) utils.paymentQueue.list.setData(undefined, next.list);
        const notice = !alerted && next.notify ? queueNotice(message, deviceId) : null;
        if (notice) posToast.info(notice);
        if (alerted || notice) chime();
      },
    });
    connection.subscribe("paymentQueue");
    connection.start();
    return () => connection.stop();
  }, [enabled, companyId, locationId, deviceId, utils, consider, chime]);
}
