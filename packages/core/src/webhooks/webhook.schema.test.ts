import { describe, expect, it } from "vitest";
import {
  isAllowedWebhookUrl,
  webhookMessages,
  webhookPayload,
  ZWebhookForm,
  ZWebhookPayload,
} from "./webhook.schema";

const values = {
  eventType: "payment.completed",
  integratorId: "7",
  url: "https://hooks.example.com/pos",
  locationId: "",
  integratorSecret: "",
};

describe("webhook form", () => {
  it("removes an empty location and secret before sending", () => {
    expect(webhookPayload(values)).toEqual({
      eventType: "payment.completed",
      integratorId: "7",
      url: "https://hooks.example.com/pos",
    });
    expect(webhookPayload({ ...values, locationId: "101", integratorSecret: "s" })).toMatchObject({
      locationId: "101",
      integratorSecret: "s",
    });
  });

  it("requires a URL with the spec's message, and https except to this machine", () => {
    const result = ZWebhookForm.safeParse({ ...values, url: "" });
    expect(result.error?.issues[0]?.message).toBe(webhookMessages.urlRequired);
    expect(isAllowedWebhookUrl("http://hooks.example.com")).toBe(false);
    expect(isAllowedWebhookUrl("http://127.0.0.1:4000/x")).toBe(true);
    expect(isAllowedWebhookUrl("http://localhost/x")).toBe(true);
    expect(isAllowedWebhookUrl("https://user:pw@hooks.example.com")).toBe(false);
    expect(isAllowedWebhookUrl("ftp://hooks.example.com")).toBe(false);
  });
});

describe("ZWebhookPayload, the delivery body's contract", () => {
  const queueEntry = {
    id: "q1",
    status: "PENDING",
    orderType: "pickup",
    locationId: "loc1",
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
        quantity: 1,
        price: 1000,
        discountPrice: 0,
        discountId: null,
        inventorySubtracted: 0,
      },
    ],
    paidAmount: 0,
    total: 1000,
    completedPayment: null,
    createdBy: null,
    createDate: "2026-11-25T10:00:00.000Z",
    updateDate: "2026-11-25T10:00:00.000Z",
  };
  const envelope = { id: "evt1", companyId: 7, locationId: "loc1", createdAt: "2026-11-25T10:00:00.000Z" };

  it("accepts a queue event carrying the entry as the API returns it, and other events' records", () => {
    expect(
      ZWebhookPayload.safeParse({ ...envelope, type: "paymentQueue.created", data: queueEntry }).success,
    ).toBe(true);
    expect(
      ZWebhookPayload.safeParse({ ...envelope, type: "product.updated", locationId: null, data: { id: "p" } })
        .success,
    ).toBe(true);
  });

  it("refuses a payload that breaks it: a wrong entry, an unknown type, a missing envelope field", () => {
    const wrongTotal = { ...envelope, type: "paymentQueue.updated", data: { ...queueEntry, total: -5 } };
    expect(ZWebhookPayload.safeParse(wrongTotal).success).toBe(false);
    expect(ZWebhookPayload.safeParse({ ...envelope, type: "sale.made", data: {} }).success).toBe(false);
    expect(
      ZWebhookPayload.safeParse({ ...envelope, createdAt: "yesterday", type: "shift.ended", data: {} })
        .success,
    ).toBe(false);
    expect(ZWebhookPayload.safeParse({ ...envelope, type: "shift.ended", data: "text" }).success).toBe(false);
  });
});
