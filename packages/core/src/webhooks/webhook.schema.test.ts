import { describe, expect, it } from "vitest";
import { isAllowedWebhookUrl, webhookMessages, webhookPayload, ZWebhookForm } from "./webhook.schema";

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
