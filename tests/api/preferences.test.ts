import { describe, expect, it } from "vitest";
import { Preference } from "@pos/core/preferences/preference.entity";
import type { SetPreferenceInput } from "@pos/core/preferences/preferences.schema";
import { badInput } from "../support/staff";
import { callerFor, failureOf, makeCompany, makeDevice, makeUser } from "../support/world";

const key = "productListing.columns" as const;

describe("user preferences", () => {
  it("read the default until saved, then the saved value, across sessions", async () => {
    const user = await makeUser();
    const preferences = (await callerFor(user.token)).preferences;
    expect(await preferences.get({ key })).toEqual({
      key,
      value: ["supplierName", "barcode"],
      isSaved: false,
    });

    expect(await preferences.set({ key, value: ["thc", "cbd", "tags"] })).toEqual({
      key,
      value: ["thc", "cbd", "tags"],
      isSaved: true,
    });
    const again = await (await callerFor(user.token)).preferences.get({ key });
    expect(again).toEqual({ key, value: ["thc", "cbd", "tags"], isSaved: true });

    await preferences.set({ key, value: [] });
    expect((await preferences.get({ key })).value).toEqual([]);
  });

  it("one user never reads or changes another's", async () => {
    const { owner } = await makeCompany();
    const colleague = await makeUser();
    await (await callerFor(owner.token)).preferences.set({ key, value: ["purchasePrice"] });
    await (await callerFor(colleague.token)).preferences.set({ key, value: ["strainType"] });

    expect((await (await callerFor(owner.token)).preferences.get({ key })).value).toEqual(["purchasePrice"]);
    expect((await (await callerFor(colleague.token)).preferences.get({ key })).value).toEqual(["strainType"]);
    const stranger = await makeUser();
    expect(await (await callerFor(stranger.token)).preferences.get({ key })).toMatchObject({
      isSaved: false,
    });
  });

  it("refuse unknown keys, bad values and values over 4 KB, writing nothing", async () => {
    const user = await makeUser();
    const preferences = (await callerFor(user.token)).preferences;
    await preferences.set({ key, value: ["weight"] });
    const attempt = (input: unknown) => failureOf(preferences.set(input as SetPreferenceInput));

    expect(await attempt({ key: "theme", value: "dark" })).toEqual(
      badInput("This preference does not exist"),
    );
    expect(await failureOf(preferences.get({ key: "theme" } as unknown as { key: typeof key }))).toEqual(
      badInput("This preference does not exist"),
    );
    expect(await attempt({ key, value: ["weight", "colour"] })).toEqual(
      badInput("Choose columns from the list"),
    );
    expect(await attempt({ key, value: ["thc", "thc"] })).toEqual(badInput("Choose each column once"));
    expect((await attempt({ key, value: "thc" })).appCode).toBe("INVALID_INPUT");
    expect((await attempt({ key, value: Array.from({ length: 2000 }, () => "thc") })).appCode).toBe(
      "INVALID_INPUT",
    );

    expect(await preferences.get({ key })).toEqual({ key, value: ["weight"], isSaved: true });
  });

  it("a stored value that no longer fits its schema reads as the default", async () => {
    const user = await makeUser();
    await Preference.put({
      userId: user.userId,
      key,
      value: JSON.stringify(["retiredColumn"]),
      updateDate: new Date().toISOString(),
    }).go();
    expect(await (await callerFor(user.token)).preferences.get({ key })).toEqual({
      key,
      value: ["supplierName", "barcode"],
      isSaved: false,
    });
  });

  it("need a signed-in user: no session and device sessions are refused", async () => {
    const { company, location } = await makeCompany();
    const device = await makeDevice(company.id, location.id);
    for (const token of [undefined, device.token]) {
      const caller = await callerFor(token);
      expect((await failureOf(caller.preferences.get({ key }))).code).toBe("UNAUTHORIZED");
      expect((await failureOf(caller.preferences.set({ key, value: [] }))).code).toBe("UNAUTHORIZED");
    }
  });
});
