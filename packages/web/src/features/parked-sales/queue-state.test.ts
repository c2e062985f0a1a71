import { describe, expect, it } from "vitest";
import type { QueueEntryView } from "@pos/core/payment-queue/payment-queue.schema";
import {
  applyQueueMessage,
  itemCount,
  parseQueueMessage,
  queueNotice,
  shouldAlertOnlineOrder,
  type AlertContext,
} from "./queue-state";

function entry(fields: Partial<QueueEntryView> = {}): QueueEntryView {
  return {
    id: "q1",
    status: "PENDING",
    orderType: "pickup",
    locationId: "loc",
    deviceId: null,
    heldBy: null,
    externalSourceId: "src1",
    externalSourceName: "Leafly",
    externalOrderId: "W-1",
    customerId: null,
    customerName: null,
    note: null,
    paymentLines: [
      {
        productId: "p1",
        batchId: null,
        quantity: 2,
        price: 1000,
        discountPrice: 0,
        discountId: null,
        inventorySubtracted: 0,
      },
    ],
    paidAmount: 0,
    total: 2000,
    completedPayment: null,
    createdBy: null,
    createDate: "2026-11-21T10:05:00.000Z",
    updateDate: "2026-11-21T10:05:00.000Z",
    ...fields,
  };
}

describe("applyQueueMessage", () => {
  const older = entry({ id: "a", createDate: "2026-11-21T09:00:00.000Z" });
  const newer = entry({ id: "b", createDate: "2026-11-21T11:00:00.000Z" });

  it("adds a created entry newest first, with a notification", () => {
    const result = applyQueueMessage([older], { event: "created", entry: newer });
    expect(result.list.map((item) => item.id)).toEqual(["b", "a"]);
    expect(result.notify).toBe(true);
  });

  it("removes an entry updated to COMPLETED or CANCELLED, silently", () => {
    for (const status of ["COMPLETED", "CANCELLED"] as const) {
      const result = applyQueueMessage([older, newer], { event: "updated", entry: { ...older, status } });
      expect(result).toEqual({ list: [newer], notify: false });
    }
  });

  it("upserts any other update with a notification; an unknown entry is inserted", () => {
    const assigned = { ...older, deviceId: "REG-2" };
    const replaced = applyQueueMessage([older, newer], { event: "updated", entry: assigned });
    expect(replaced.list).toEqual([newer, assigned]);
    expect(replaced.notify).toBe(true);
    const inserted = applyQueueMessage([newer], { event: "updated", entry: older });
    expect(inserted.list.map((item) => item.id)).toEqual(["b", "a"]);
  });

  it("a created entry already listed is not doubled", () => {
    expect(applyQueueMessage([older], { event: "created", entry: older }).list).toHaveLength(1);
  });
});

describe("shouldAlertOnlineOrder", () => {
  const context: AlertContext = {
    seenIds: new Set(["other"]),
    lastRefreshAt: "2026-11-21T10:00:00.000Z",
    deviceId: "REG-1",
    currentSaleQueueId: null,
  };

  it("alerts for a pending, unseen online order created after the refresh, unassigned or ours", () => {
    expect(shouldAlertOnlineOrder(entry(), context)).toBe(true);
    expect(shouldAlertOnlineOrder(entry({ deviceId: "REG-1" }), context)).toBe(true);
  });

  it("each condition on its own turns the alert off", () => {
    expect(shouldAlertOnlineOrder(entry({ status: "COMPLETED" }), context)).toBe(false);
    expect(shouldAlertOnlineOrder(entry({ externalSourceId: null, orderType: "parked" }), context)).toBe(
      false,
    );
    expect(shouldAlertOnlineOrder(entry(), { ...context, seenIds: new Set(["q1"]) })).toBe(false);
    expect(shouldAlertOnlineOrder(entry({ createDate: "2026-11-21T09:59:59.999Z" }), context)).toBe(false);
    expect(shouldAlertOnlineOrder(entry({ createDate: context.lastRefreshAt }), context)).toBe(false);
    expect(shouldAlertOnlineOrder(entry({ deviceId: "REG-2" }), context)).toBe(false);
    expect(shouldAlertOnlineOrder(entry(), { ...context, currentSaleQueueId: "q1" })).toBe(false);
  });
});

describe("parseQueueMessage", () => {
  it("reads created and updated messages of the paymentQueue topic only", () => {
    const data = entry();
    expect(parseQueueMessage({ topic: "paymentQueue", event: "created", data })).toEqual({
      event: "created",
      entry: data,
    });
    expect(parseQueueMessage({ topic: "paymentQueue", event: "updated", data })?.event).toBe("updated");
    expect(parseQueueMessage({ topic: "system", event: "subscribed", data: {} })).toBeNull();
    expect(parseQueueMessage({ topic: "paymentQueue", event: "deleted", data })).toBeNull();
    expect(parseQueueMessage({ topic: "paymentQueue", event: "created", data: { id: 3 } })).toBeNull();
    expect(parseQueueMessage("pong")).toBeNull();
  });
});

describe("queueNotice", () => {
  it("says nothing about the register's own actions and names what others did", () => {
    const parked = entry({
      orderType: "parked",
      externalSourceId: null,
      deviceId: "REG-1",
      createdBy: { id: "u", name: "Sam" },
    });
    expect(queueNotice({ event: "created", entry: parked }, "REG-1")).toBeNull();
    expect(queueNotice({ event: "created", entry: parked }, "REG-2")).toBe("Sale parked by Sam");
    expect(queueNotice({ event: "created", entry: entry({ orderType: "delivery" }) }, "REG-1")).toBe(
      "New online order for delivery",
    );
    expect(queueNotice({ event: "updated", entry: entry({ deviceId: "REG-1" }) }, "REG-1")).toBeNull();
    expect(queueNotice({ event: "updated", entry: entry({ deviceId: "REG-2" }) }, "REG-1")).toBe(
      "Online order for pickup was taken by another register",
    );
    const held = { deviceId: "REG-2", deviceName: "Front" };
    expect(queueNotice({ event: "updated", entry: entry({ heldBy: held }) }, "REG-1")).toBe(
      "Online order for pickup was taken by register Front",
    );
    expect(
      queueNotice({ event: "updated", entry: entry({ orderType: "parked", heldBy: held }) }, "REG-1"),
    ).toBe("A parked sale was opened at register Front");
  });
});

describe("itemCount", () => {
  it("counts units, a weighed line as one", () => {
    const lines = entry().paymentLines;
    const weighed = { ...lines[0]!, quantity: 3.5 };
    expect(itemCount(entry({ paymentLines: [...lines, weighed] }))).toBe(3);
  });
});
