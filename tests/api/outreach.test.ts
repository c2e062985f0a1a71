import { describe, expect, it } from "vitest";
import { setFeatureFlag } from "@pos/core/company/feature-flags";
import { CustomerEntity } from "@pos/core/customers/customer.entity";
import { runBroadcasts } from "@pos/core/outreach/broadcast-job";
import { Broadcast } from "@pos/core/outreach/outreach.entity";
import { broadcastMessages, type AudienceInput } from "@pos/core/outreach/broadcast.schema";
import { consentMessages } from "@pos/core/outreach/consent.schema";
import { receiveSmsReply } from "@pos/core/outreach/sms-replies";
import { enableSms } from "@pos/core/sms/sms";
import { SmsQuota } from "@pos/core/sms/sms-quota.entity";
import {
  addCustomer,
  broadcastMail,
  outreachWorld,
  smsTo,
  unsubscribeTokenIn,
} from "../support/outreach-world";
import { sell, saleWorld } from "../support/sale-world";
import { badInput, makeStaff, missingPermission } from "../support/staff";
import { callerFor, failureOf, makeCompany, makeUser } from "../support/world";

const email = (overrides: Partial<AudienceInput> = {}): AudienceInput => ({ channel: "email", ...overrides });
const content = { subject: "Weekend hours", message: "We open at 9 on Saturday." };

describe("consent (CASL)", () => {
  it("records consent per channel with its date and source, keeps the history, and refuses what cannot hold", async () => {
    const { caller, companyId } = await outreachWorld();
    const customer = await addCustomer(caller, companyId, {
      name: "Ada",
      consent: { email: true, source: "register" },
    });
    const ref = { companyId, customerId: customer.id };
    const granted = await caller.outreach.consent.get(ref);
    expect(granted.email).toMatchObject({ status: "granted", source: "register" });
    expect(granted.email.date).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(granted.sms).toEqual({ status: "none", date: null, source: null });

    await caller.outreach.consent.set({ ...ref, channel: "email", granted: false, source: "dashboard" });
    const withdrawn = await caller.outreach.consent.get(ref);
    expect(withdrawn.email).toMatchObject({ status: "withdrawn", source: "dashboard" });
    expect(withdrawn.history.map((entry) => [entry.channel, entry.status, entry.source])).toEqual([
      ["email", "withdrawn", "dashboard"],
      ["email", "granted", "register"],
    ]);

    const noPhone = await addCustomer(caller, companyId, { name: "Bo", phone: false });
    expect(
      await failureOf(
        caller.outreach.consent.set({
          companyId,
          customerId: noPhone.id,
          channel: "sms",
          granted: true,
          source: "dashboard",
        }),
      ),
    ).toEqual(badInput(consentMessages.noPhone));
    const raw = caller.outreach.consent.set as (input: unknown) => Promise<unknown>;
    expect(
      (await failureOf(raw({ ...ref, channel: "sms", granted: true, source: "carrier pigeon" }))).code,
    ).toBe("BAD_REQUEST");
    expect((await caller.outreach.consent.get({ companyId, customerId: noPhone.id })).history).toEqual([]);
  });

  it("is the company's own: another company's customer is not found", async () => {
    const { caller, companyId } = await outreachWorld();
    const customer = await addCustomer(caller, companyId, { name: "Cy" });
    const other = await makeCompany();
    const stranger = await callerFor(other.owner.token);
    expect(
      (
        await failureOf(
          stranger.outreach.consent.get({ companyId: other.company.id, customerId: customer.id }),
        )
      ).code,
    ).toBe("NOT_FOUND");
    expect(
      (await failureOf(stranger.outreach.consent.get({ companyId, customerId: customer.id }))).code,
    ).toBe("FORBIDDEN");
  });
});

describe("broadcasts", () => {
  it("are sent by report readers, not by whoever may edit customers", async () => {
    const { companyId } = await outreachWorld();
    const counter = await makeStaff(companyId, ["CAN_MANAGE_CUSTOMERS"]);
    expect(
      await failureOf(counter.caller.outreach.broadcasts.audienceCount({ companyId, audience: email() })),
    ).toMatchObject(missingPermission("CAN_VIEW_REPORTS"));
    const manager = await makeStaff(companyId, ["CAN_VIEW_REPORTS"]);
    await expect(
      manager.caller.outreach.broadcasts.audienceCount({ companyId, audience: email() }),
    ).resolves.toBeDefined();
  });

  it("are behind the outreach flag", async () => {
    const { caller, companyId } = await outreachWorld();
    await setFeatureFlag({ companyId, flag: "platformCustomerSearchAndOutreach", enabled: false });
    expect(
      (await failureOf(caller.outreach.broadcasts.audienceCount({ companyId, audience: email() }))).code,
    ).toBe("FORBIDDEN");
  });

  it("message only customers with express consent, and the job sends each once", async () => {
    const { caller, companyId } = await outreachWorld();
    const yes = await addCustomer(caller, companyId, { name: "Yes", consent: { email: true } });
    const never = await addCustomer(caller, companyId, { name: "Never" });
    const withdrew = await addCustomer(caller, companyId, { name: "Withdrew", consent: { email: false } });
    const smsOnly = await addCustomer(caller, companyId, { name: "SmsOnly", consent: { sms: true } });

    expect(await caller.outreach.broadcasts.audienceCount({ companyId, audience: email() })).toEqual({
      matching: 4,
      reachable: 1,
    });
    const preview = await caller.outreach.broadcasts.preview({ companyId, audience: email(), content });
    expect(preview).toMatchObject({ recipients: 1, smsNeeded: 0, subject: "Weekend hours" });
    expect(preview.text).toContain("We open at 9 on Saturday.");
    expect(preview.text).toContain("Unsubscribe:");

    const sent = await caller.outreach.broadcasts.send({ companyId, audience: email(), content });
    expect(sent).toMatchObject({ status: "queued", audienceCount: 1, delivered: 0 });
    await runBroadcasts();
    expect(await caller.outreach.broadcasts.get({ companyId, broadcastId: sent.id })).toMatchObject({
      status: "sent",
      delivered: 1,
      skipped: 1,
    });
    expect(await broadcastMail(yes.email!)).toHaveLength(1);
    for (const customer of [never, withdrew, smsOnly])
      expect(await broadcastMail(customer.email!)).toEqual([]);

    // A re-run after a crash that lost the cursor and the finish: nothing is sent twice.
    await Broadcast.patch({ companyId, broadcastId: sent.id })
      .set({ status: "sending", queuedAt: `${sent.createDate}#${companyId}` })
      .remove(["cursor"])
      .go();
    await runBroadcasts();
    expect(await broadcastMail(yes.email!)).toHaveLength(1);
    expect((await caller.outreach.broadcasts.get({ companyId, broadcastId: sent.id })).delivered).toBe(1);

    const list = await caller.outreach.broadcasts.list({ companyId });
    expect(list.items.map((item) => [item.id, item.status])).toEqual([[sent.id, "sent"]]);
  });

  it("refuse an audience nobody in it consented to, and bad input, writing nothing", async () => {
    const { caller, companyId } = await outreachWorld();
    await addCustomer(caller, companyId, { name: "Quiet" });
    expect(
      await failureOf(caller.outreach.broadcasts.send({ companyId, audience: email(), content })),
    ).toEqual(badInput(broadcastMessages.noRecipients));
    expect(
      await failureOf(
        caller.outreach.broadcasts.send({
          companyId,
          audience: email(),
          content: { subject: "", message: "Hi" },
        }),
      ),
    ).toMatchObject({ code: "BAD_REQUEST", message: broadcastMessages.subjectRequired });
    expect(
      await failureOf(
        caller.outreach.broadcasts.audienceCount({
          companyId,
          audience: email({ minSpent: 500, maxSpent: 100 }),
        }),
      ),
    ).toMatchObject({ code: "BAD_REQUEST", message: broadcastMessages.range });
    expect(
      await failureOf(
        caller.outreach.broadcasts.audienceCount({ companyId, audience: email({ locationId: "nowhere" }) }),
      ),
    ).toEqual(badInput("Choose a location of this company"));
    expect((await caller.outreach.broadcasts.list({ companyId })).items).toEqual([]);
  });

  it("filter the audience by last visit, spend, loyalty points and location (stats kept by each sale)", async () => {
    const world = await saleWorld();
    const { caller, companyId, location } = world;
    await setFeatureFlag({ companyId, flag: "platformCustomerSearchAndOutreach", enabled: true });
    const buyer = await addCustomer(caller, companyId, { name: "Buyer", consent: { email: true } });
    const lapsed = await addCustomer(caller, companyId, { name: "Lapsed", consent: { email: true } });
    const loyal = await addCustomer(caller, companyId, { name: "Loyal", consent: { email: true } });
    await addCustomer(caller, companyId, { name: "Newcomer", consent: { email: true } });

    await sell(world, [{ productId: world.products.flower.productId, quantity: 2 }], undefined, {
      customerId: buyer.id,
    });
    const stats = await CustomerEntity.get({ companyId, customerId: buyer.id }).go();
    expect(stats.data).toMatchObject({ totalSpent: 7840 });
    expect([...(stats.data?.visitedLocationIds ?? [])]).toEqual([location.id]);
    expect(stats.data?.lastVisitDate).toMatch(/^\d{4}-/);

    const longAgo = new Date(Date.now() - 120 * 86_400_000).toISOString();
    await CustomerEntity.patch({ companyId, customerId: lapsed.id })
      .set({ lastVisitDate: longAgo, totalSpent: 200_000, updateDate: new Date().toISOString() })
      .add({ visitedLocationIds: ["elsewhere"] })
      .go();
    await CustomerEntity.patch({ companyId, customerId: loyal.id })
      .set({ loyaltyPoints: 900, updateDate: new Date().toISOString() })
      .go();

    const reachable = async (audience: AudienceInput) =>
      (await caller.outreach.broadcasts.audienceCount({ companyId, audience })).reachable;
    expect(await reachable(email())).toBe(4);
    expect(await reachable(email({ visitedWithinDays: 30 }))).toBe(1);
    expect(await reachable(email({ notVisitedForDays: 90 }))).toBe(3);
    expect(await reachable(email({ minSpent: 5000 }))).toBe(2);
    expect(await reachable(email({ minSpent: 5000, maxSpent: 10_000 }))).toBe(1);
    expect(await reachable(email({ minPoints: 500 }))).toBe(1);
    expect(await reachable(email({ maxPoints: 0 }))).toBe(3);
    expect(await reachable(email({ locationId: location.id }))).toBe(1);

    // The job applies the same filters when it sends.
    await caller.outreach.broadcasts.send({
      companyId,
      audience: email({ notVisitedForDays: 90, minSpent: 1 }),
      content,
    });
    await runBroadcasts();
    expect(await broadcastMail(lapsed.email!)).toHaveLength(1);
    expect(await broadcastMail(buyer.email!)).toEqual([]);
    expect(await broadcastMail(loyal.email!)).toEqual([]);
  });
});

describe("opting out", () => {
  it("honours the e-mail's signed unsubscribe link and counts it on the broadcast", async () => {
    const { caller, companyId } = await outreachWorld();
    const customer = await addCustomer(caller, companyId, { name: "Una", consent: { email: true } });
    const sent = await caller.outreach.broadcasts.send({ companyId, audience: email(), content });
    await runBroadcasts();
    const [mail] = await broadcastMail(customer.email!);
    const token = unsubscribeTokenIn(mail!.text);
    const visitor = await callerFor();

    expect(
      await failureOf(visitor.outreach.unsubscribe.confirm({ token: `${token.slice(0, -2)}xx` })),
    ).toEqual(badInput(consentMessages.invalidLink));
    const details = await visitor.outreach.unsubscribe.details({ token });
    expect(details).toMatchObject({ alreadyUnsubscribed: false, email: `u***@customer.test` });
    expect(await visitor.outreach.unsubscribe.confirm({ token })).toMatchObject({
      alreadyUnsubscribed: true,
    });
    await visitor.outreach.unsubscribe.confirm({ token });

    const consent = await caller.outreach.consent.get({ companyId, customerId: customer.id });
    expect(consent.email).toMatchObject({ status: "withdrawn", source: "unsubscribe" });
    expect(consent.history).toHaveLength(2);
    expect((await caller.outreach.broadcasts.get({ companyId, broadcastId: sent.id })).optedOut).toBe(1);
    expect(
      await failureOf(caller.outreach.broadcasts.send({ companyId, audience: email(), content })),
    ).toEqual(badInput(broadcastMessages.noRecipients));
  });

  it("honours STOP replies to an SMS broadcast, once", async () => {
    const { caller, companyId } = await outreachWorld();
    await enableSms((await makeUser({ isAdmin: true })).userId, { companyId, quantity: 50 });
    const customer = await addCustomer(caller, companyId, { name: "Stu", consent: { sms: true } });
    const sent = await caller.outreach.broadcasts.send({
      companyId,
      audience: { channel: "sms" },
      content: { subject: "", message: "New pre-rolls in store." },
    });
    await runBroadcasts();
    const [message] = await smsTo(customer.phone!);
    expect(message?.body).toMatch(/^Company-\w+: New pre-rolls in store\. Reply STOP to opt out\.$/);

    expect(await receiveSmsReply({ from: customer.phone!, body: "Thanks!" })).toEqual({ optedOut: 0 });
    const local = customer.phone!.slice(2).replace(/(\d{3})(\d{3})(\d{4})/, "($1) $2-$3");
    expect(await receiveSmsReply({ from: local, body: " stop " })).toEqual({ optedOut: 1 });
    expect(await receiveSmsReply({ from: customer.phone!, body: "STOP" })).toEqual({ optedOut: 0 });

    expect((await caller.outreach.consent.get({ companyId, customerId: customer.id })).sms).toMatchObject({
      status: "withdrawn",
      source: "stop",
    });
    expect((await caller.outreach.broadcasts.get({ companyId, broadcastId: sent.id })).optedOut).toBe(1);
    expect(
      (await caller.outreach.broadcasts.audienceCount({ companyId, audience: { channel: "sms" } })).reachable,
    ).toBe(0);
  });
});

describe("the SMS quota", () => {
  it("is taken atomically: of two broadcasts racing for the last messages, one is refused", async () => {
    const { caller, companyId } = await outreachWorld();
    const admin = await makeUser({ isAdmin: true });
    await enableSms(admin.userId, { companyId, quantity: 3 });
    for (const name of ["Ann", "Ben"]) await addCustomer(caller, companyId, { name, consent: { sms: true } });
    const send = () =>
      caller.outreach.broadcasts.send({
        companyId,
        audience: { channel: "sms" },
        content: { subject: "", message: "Open late tonight." },
      });
    const results = await Promise.allSettled([send(), send(), send()]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    const refused = results.filter((result) => result.status === "rejected");
    expect(refused).toHaveLength(2);
    for (const result of refused)
      expect(await failureOf(Promise.reject((result as PromiseRejectedResult).reason))).toEqual(
        badInput(broadcastMessages.overQuota(2, 1)),
      );
    const quota = (await SmsQuota.get({ companyId }).go({ consistent: true })).data!;
    expect(quota).toMatchObject({ quantity: 1, used: 2 });

    await runBroadcasts();
    const adminCaller = await callerFor(admin.token);
    expect(await adminCaller.sms.get({ companyId })).toMatchObject({ quantity: 1, usedThisMonth: 2 });
  });

  it("gives back what a broadcast reserved but could not use, and says when SMS is not enabled", async () => {
    const { caller, companyId } = await outreachWorld();
    const sms = { channel: "sms" as const };
    const message = { subject: "", message: "Closed Monday." };
    await addCustomer(caller, companyId, { name: "Dee", consent: { sms: true } });
    const leaver = await addCustomer(caller, companyId, { name: "Eve", consent: { sms: true } });
    expect(
      await failureOf(caller.outreach.broadcasts.send({ companyId, audience: sms, content: message })),
    ).toEqual(badInput(broadcastMessages.smsNotEnabled));
    await enableSms((await makeUser({ isAdmin: true })).userId, { companyId, quantity: 10 });
    const sent = await caller.outreach.broadcasts.send({ companyId, audience: sms, content: message });
    expect(sent.smsReserved).toBe(2);
    // Eve opts out before the job reaches her: her message is not sent and its quota comes back.
    await caller.outreach.consent.set({
      companyId,
      customerId: leaver.id,
      channel: "sms",
      granted: false,
      source: "dashboard",
    });
    await runBroadcasts();
    expect(await caller.outreach.broadcasts.get({ companyId, broadcastId: sent.id })).toMatchObject({
      delivered: 1,
      skipped: 1,
      smsUsed: 1,
    });
    expect((await SmsQuota.get({ companyId }).go({ consistent: true })).data).toMatchObject({
      quantity: 9,
      used: 1,
    });
  });
});

describe("the SMS outbox", () => {
  it("sends queued messages once through the provider and keeps why one failed", async () => {
    const { SmsOutbox } = await import("@pos/core/sms/sms-outbox.entity");
    const { deliverQueuedSms } = await import("@pos/core/sms/sms-provider");
    const queued = (messageId: string) => ({
      messageId,
      companyId: 1,
      customerId: "1",
      broadcastId: "b",
      to: "+14165550000",
      body: "Hi. Reply STOP to opt out.",
      segments: 1,
      status: "queued" as const,
      createdAt: new Date().toISOString(),
      expiresAt: Math.floor(Date.now() / 1000) + 3600,
    });
    const first = `sms-${Date.now()}-a`;
    await SmsOutbox.create(queued(first)).go();
    const sent: string[] = [];
    const provider = { send: async (message: { messageId: string }) => void sent.push(message.messageId) };
    await deliverQueuedSms(provider);
    await deliverQueuedSms(provider);
    expect(sent.filter((id) => id === first)).toHaveLength(1);
    expect((await SmsOutbox.get({ messageId: first }).go()).data?.status).toBe("sent");

    const second = `sms-${Date.now()}-b`;
    await SmsOutbox.create(queued(second)).go();
    await deliverQueuedSms(null);
    expect((await SmsOutbox.get({ messageId: second }).go()).data).toMatchObject({
      status: "failed",
      error: "No SMS provider is configured (SMS_API_URL, SMS_API_KEY)",
    });
  });
});
