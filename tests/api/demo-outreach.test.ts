// Green Leaf's outreach demo as `npm start` seeds it: consenting regulars and two broadcasts sent by the job.
import { describe, expect, it } from "vitest";
import { seedDemoRegulars } from "@pos/functions/local/demo-customers";
import { seedDemoOutreach } from "@pos/functions/local/demo-outreach";
import { SmsQuota } from "@pos/core/sms/sms-quota.entity";
import { outreachWorld } from "../support/outreach-world";

describe("the outreach demo", () => {
  it("gives consent to some regulars and sends one e-mail and one SMS broadcast through the quota", async () => {
    const { caller, companyId, owner } = await outreachWorld();
    await seedDemoRegulars(companyId);
    await seedDemoOutreach(companyId, owner.userId);

    const reachable = async (channel: "sms" | "email") =>
      (await caller.outreach.broadcasts.audienceCount({ companyId, audience: { channel } })).reachable;
    expect(await reachable("sms")).toBe(16);
    expect(await reachable("email")).toBe(6);
    const { items } = await caller.outreach.broadcasts.list({ companyId });
    expect(items.map((item) => [item.channel, item.status, item.delivered])).toEqual([
      ["sms", "sent", 16],
      ["email", "sent", 6],
    ]);
    const quota = (await SmsQuota.get({ companyId }).go({ consistent: true })).data;
    expect(items[0]!.smsUsed).toBe(16);
    expect(quota).toMatchObject({ quantity: 484, used: 16 });
  });
});
