import { describe, expect, it } from "vitest";
import { externalSourceMessages } from "@pos/core/integrations/external-source.schema";
import { badInput } from "../support/staff";
import { callerFor, failureOf, makeUser, uniqueName } from "../support/world";

async function admin() {
  return (await callerFor((await makeUser({ isAdmin: true })).token)).externalSources;
}

describe("external source URLs and e-mail (admin.md 5)", () => {
  it("refuses a help URL, homepage or e-mail that is not one, and writes nothing", async () => {
    const sources = await admin();
    const before = (await sources.list()).length;
    const name = uniqueName("Shop");
    expect(await failureOf(sources.create({ name, setupUrl: "not a url" }))).toEqual(
      badInput(externalSourceMessages.invalidUrl("The help URL")),
    );
    expect(await failureOf(sources.create({ name, homepage: "not a url" }))).toEqual(
      badInput(externalSourceMessages.invalidUrl("The homepage")),
    );
    expect(await failureOf(sources.create({ name, homepage: "javascript:alert(1)" }))).toEqual(
      badInput(externalSourceMessages.invalidUrl("The homepage")),
    );
    expect(await failureOf(sources.create({ name, email: "dev at shop" }))).toEqual(
      badInput(externalSourceMessages.invalidEmail),
    );
    expect((await sources.list()).length).toBe(before);

    const created = await sources.create({ name, setupUrl: "https://help.example/setup" });
    expect(
      await failureOf(sources.update({ sourceId: created.id, source: { name, homepage: "shop" } })),
    ).toEqual(badInput(externalSourceMessages.invalidUrl("The homepage")));
    expect((await sources.list()).find((source) => source.id === created.id)?.homepage).toBeNull();
  });

  it("accepts addresses with or without scheme and www, as the spec's rule allows", async () => {
    const sources = await admin();
    const created = await sources.create({
      name: uniqueName("Shop"),
      setupUrl: "www.shop.example/help?topic=setup",
      homepage: "shop.example.ca",
      email: " dev@shop.example ",
    });
    expect(created).toMatchObject({
      setupUrl: "www.shop.example/help?topic=setup",
      homepage: "shop.example.ca",
      email: "dev@shop.example",
    });
  });
});
