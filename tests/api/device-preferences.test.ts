import { describe, expect, it } from "vitest";
import { devicePreferenceDefaults } from "@pos/core/device/device-preferences.schema";
import { callerFor, failureOf, makeCompany, makeDevice } from "../support/world";

describe("device preferences", () => {
  it("a new register reads the spec's defaults", async () => {
    const { company, location } = await makeCompany();
    const register = await callerFor((await makeDevice(company.id, location.id)).token);
    const preferences = await register.devicePreferences.get();
    expect(preferences).toEqual(devicePreferenceDefaults);
    expect(preferences).toMatchObject({
      paymentOptionCash: true,
      paymentOptionCredit: true,
      paymentOptionDebit: true,
      paymentOptionOther: true,
      paymentOptionEtransfer: false,
      paymentOptionLoyalty: false,
      openVariants: true,
      hideEmptyInventory: true,
      showLegalDateOfBirth: true,
      parkedSaleToast: true,
      audio: false,
      print: false,
      autoLogoutAfterSale: false,
      expandedListings: false,
    });
  });

  it("an update is kept for that register only and can be turned back", async () => {
    const { company, location } = await makeCompany();
    const mine = await callerFor((await makeDevice(company.id, location.id)).token);
    const other = await callerFor((await makeDevice(company.id, location.id)).token);

    const updated = await mine.devicePreferences.update({ key: "audio", booleanValue: true });
    expect(updated.audio).toBe(true);
    await mine.devicePreferences.update({ key: "paymentOptionCash", booleanValue: false });
    expect(await mine.devicePreferences.get()).toEqual({
      ...devicePreferenceDefaults,
      audio: true,
      paymentOptionCash: false,
    });
    expect(await other.devicePreferences.get()).toEqual(devicePreferenceDefaults);

    await mine.devicePreferences.update({ key: "audio", booleanValue: false });
    expect((await mine.devicePreferences.get()).audio).toBe(false);
  });

  it("refuses an unknown preference and changes nothing; a user session cannot call it", async () => {
    const { company, location, owner } = await makeCompany();
    const register = await callerFor((await makeDevice(company.id, location.id)).token);
    const failure = await failureOf(
      register.devicePreferences.update({ key: "colour" as "audio", booleanValue: true }),
    );
    expect(failure).toMatchObject({ code: "BAD_REQUEST", appCode: "INVALID_INPUT" });
    expect(await register.devicePreferences.get()).toEqual(devicePreferenceDefaults);
    const user = await callerFor(owner.token);
    expect((await failureOf(user.devicePreferences.get())).code).toBe("UNAUTHORIZED");
  });
});
