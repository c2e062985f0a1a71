import { queueMessages, type QueueEntryView } from "@pos/core/payment-queue/payment-queue.schema";

export type QueueEvent = "created" | "updated";
export type QueueMessage = { event: QueueEvent; entry: QueueEntryView };

/** A real-time message of the paymentQueue topic, or null for anything else (acks, other topics). */
export function parseQueueMessage(raw: unknown): QueueMessage | null {
  if (typeof raw !== "object" || raw === null) return null;
  const { topic, event, data } = raw as { topic?: unknown; event?: unknown; data?: unknown };
  if (topic !== "paymentQueue" || (event !== "created" && event !== "updated")) return null;
  if (typeof data !== "object" || data === null) return null;
  const entry = data as Partial<QueueEntryView>;
  if (
    typeof entry.id !== "string" ||
    typeof entry.status !== "string" ||
    typeof entry.createDate !== "string"
  )
    return null;
  return { event, entry: data as QueueEntryView };
}

const newestFirst = (a: QueueEntryView, b: QueueEntryView) => b.createDate.localeCompare(a.createDate);

/**
 * pos-and-accounts.md 4 "Payment queue statuses": an update to COMPLETED or CANCELLED removes the entry from
 * the list; any other update is upserted, and a created entry is added, both with a notification and sound.
 */
export function applyQueueMessage(
  list: QueueEntryView[],
  { event, entry }: QueueMessage,
): { list: QueueEntryView[]; notify: boolean } {
  const others = list.filter((item) => item.id !== entry.id);
  if (event === "updated" && (entry.status === "COMPLETED" || entry.status === "CANCELLED"))
    return { list: others, notify: false };
  return { list: [...others, entry].sort(newestFirst), notify: true };
}

export type AlertContext = {
  /** Entries the register already knows about (listed or alerted). */
  seenIds: ReadonlySet<string>;
  /** When the register last loaded the list from the server (ISO). */
  lastRefreshAt: string;
  deviceId: string;
  /** The queue entry the sale screen has open, if any. */
  currentSaleQueueId: string | null;
};

/**
 * pos-and-accounts.md 4 "Online order alert": only for pending orders that have an external source, are not
 * already seen, were created after the last refresh, are not assigned to another device and are not the
 * current sale.
 */
export function shouldAlertOnlineOrder(entry: QueueEntryView, context: AlertContext): boolean {
  return (
    entry.status === "PENDING" &&
    entry.externalSourceId !== null &&
    !context.seenIds.has(entry.id) &&
    entry.createDate > context.lastRefreshAt &&
    (entry.deviceId === null || entry.deviceId === context.deviceId) &&
    entry.id !== context.currentSaleQueueId
  );
}

export const onlineOrderAlert = (entry: QueueEntryView): string =>
  queueMessages.onlineOrderAlert(entry.orderType);

export const orderTypeLabels: Record<QueueEntryView["orderType"], string> = {
  parked: "Parked",
  pickup: "Pickup",
  delivery: "Delivery",
};

/**
 * The notification for a message that is not an online-order alert; null when there is nothing to say (the
 * register's own parking already shows its toast).
 */
export function queueNotice({ event, entry }: QueueMessage, deviceId: string): string | null {
  if (event === "created") {
    if (entry.orderType === "parked")
      return entry.deviceId === deviceId
        ? null
        : `Sale parked${entry.createdBy ? ` by ${entry.createdBy.name}` : ""}`;
    return `New online order for ${entry.orderType}`;
  }
  if (entry.heldBy && entry.heldBy.deviceId !== deviceId)
    return entry.orderType === "parked"
      ? `A parked sale was opened at register ${entry.heldBy.deviceName}`
      : `Online order for ${entry.orderType} was taken by register ${entry.heldBy.deviceName}`;
  if (entry.deviceId === deviceId) return null;
  return entry.orderType === "parked"
    ? "A parked sale was updated"
    : `Online order for ${entry.orderType} was taken by another register`;
}

/** Units in the entry (a line of 2 counts 2; weighed lines count 1). */
export function itemCount(entry: QueueEntryView): number {
  return entry.paymentLines.reduce(
    (sum, line) => sum + (Number.isInteger(line.quantity) ? line.quantity : 1),
    0,
  );
}
