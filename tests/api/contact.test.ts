import { describe, expect, it } from "vitest";
import { emailsTo } from "@pos/core/email/outbox";
import { supportAddress } from "@pos/core/contact/contact";
import { contactLimits, contactMessages } from "@pos/core/contact/contact.schema";
import { companyWithManager, makeStaff } from "../support/staff";
import { failureOf, makeUser, callerFor } from "../support/world";

const message = {
  topic: "problem" as const,
  subject: "Receipt printer",
  message: "The receipt printer at the front counter prints blank pages.",
};

const toSupportFrom = async (email: string) =>
  (await emailsTo(supportAddress())).filter((mail) => mail.text.includes(`<${email}>`));

describe("contact form", () => {
  it("e-mails support with the company and the user, and confirms", async () => {
    const world = await companyWithManager();
    const clerk = await makeStaff(world.companyId, []);
    const result = await clerk.caller.contact.send({ companyId: world.companyId, ...message });
    expect(result).toEqual({ sent: true, message: contactMessages.sent });
    const [mail] = await toSupportFrom(clerk.email);
    expect(mail?.subject).toBe(`[Contact] ${world.company.name} (#${world.companyId}): Receipt printer`);
    expect(mail?.text).toContain(`Company: ${world.company.name} (id ${world.companyId}, ON)`);
    expect(mail?.text).toContain("Topic: Something is not working");
    expect(mail?.text).toContain(message.message);
  });

  it("refuses bad input and someone outside the company, sending nothing", async () => {
    const world = await companyWithManager();
    const { companyId } = world;
    expect(
      await failureOf(world.caller.contact.send({ companyId, ...message, message: "short" })),
    ).toMatchObject({ code: "BAD_REQUEST", appCode: "INVALID_INPUT" });
    expect(await failureOf(world.caller.contact.send({ companyId, ...message, subject: " " }))).toMatchObject(
      {
        code: "BAD_REQUEST",
      },
    );
    const stranger = await makeUser();
    expect(
      await failureOf((await callerFor(stranger.token)).contact.send({ companyId, ...message })),
    ).toMatchObject({ code: "FORBIDDEN" });
    expect(await toSupportFrom(world.owner.email)).toEqual([]);
    expect(await toSupportFrom(stranger.email)).toEqual([]);
  });

  it("allows 5 messages an hour per user", async () => {
    const world = await companyWithManager();
    for (let sent = 0; sent < contactLimits.perHour; sent += 1)
      await world.caller.contact.send({ companyId: world.companyId, ...message });
    expect(await failureOf(world.caller.contact.send({ companyId: world.companyId, ...message }))).toEqual({
      code: "TOO_MANY_REQUESTS",
      appCode: "RATE_LIMITED",
      message: contactMessages.tooMany,
    });
    expect(await toSupportFrom(world.owner.email)).toHaveLength(contactLimits.perHour);
  });
});
