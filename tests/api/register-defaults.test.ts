import { describe, expect, it } from "vitest";
import { listAuditEntries } from "@pos/core/audit/audit";
import { createLocation } from "@pos/core/company/company";
import { devicePreferenceDefaults } from "@pos/core/device/device-preferences.schema";
import { companyWithManager, makeStaff, missingPermission } from "../support/staff";
import { callerFor, failureOf, makeDevice } from "../support/world";

const chosen = {
  ...devicePreferenceDefaults,
  paymentOptionCash: false,
  paymentOptionEtransfer: true,
  print: true,
  warnNoCustomer: true,
};

describe("settings/pos: register defaults per location", () => {
  it("gives a location's registers its defaults for every preference they have not set themselves", async () => {
    const { caller, companyId, location } = await companyWithManager();
    const uptown = await createLocation({ companyId, name: "Uptown" });
    expect(await caller.registerDefaults.get({ companyId, locationId: location.id })).toEqual({
      locationId: location.id,
      preferences: devicePreferenceDefaults,
      updateDate: null,
    });

    const saved = await caller.registerDefaults.save({
      companyId,
      locationId: location.id,
      preferences: chosen,
    });
    expect(saved.preferences).toEqual(chosen);
    expect(saved.updateDate).not.toBeNull();
    const [entry] = (await listAuditEntries(companyId, { limit: 1 })).items;
    expect(entry).toMatchObject({ action: "location.registerDefaults", targetLabel: location.name });

    const fresh = await callerFor((await makeDevice(companyId, location.id)).token);
    expect(await fresh.devicePreferences.get()).toEqual(chosen);

    const own = await callerFor((await makeDevice(companyId, location.id)).token);
    await own.devicePreferences.update({ key: "paymentOptionCash", booleanValue: true });
    expect(await own.devicePreferences.get()).toEqual({ ...chosen, paymentOptionCash: true });

    const elsewhere = await callerFor((await makeDevice(companyId, uptown.id)).token);
    expect(await elsewhere.devicePreferences.get()).toEqual(devicePreferenceDefaults);
  });

  it("refuses an unknown preference or location and writes nothing", async () => {
    const { caller, companyId, location } = await companyWithManager();
    const bad = await failureOf(
      caller.registerDefaults.save({
        companyId,
        locationId: location.id,
        preferences: { ...chosen, paymentOptionCheque: true } as typeof chosen,
      }),
    );
    expect(bad).toMatchObject({ code: "BAD_REQUEST", appCode: "INVALID_INPUT" });
    expect(
      await failureOf(
        caller.registerDefaults.save({ companyId, locationId: "nowhere", preferences: chosen }),
      ),
    ).toEqual({ code: "BAD_REQUEST", appCode: "INVALID_INPUT", message: "Location not found" });
    expect((await caller.registerDefaults.get({ companyId, locationId: location.id })).updateDate).toBeNull();
  });

  it("lets a manager granted one location set only that location's defaults", async () => {
    const { companyId, location } = await companyWithManager();
    const uptown = await createLocation({ companyId, name: "Uptown" });
    const manager = await makeStaff(companyId, ["CAN_MANAGE_COMPANY"], location.id);
    await manager.caller.registerDefaults.save({ companyId, locationId: location.id, preferences: chosen });
    expect(
      await failureOf(
        manager.caller.registerDefaults.save({ companyId, locationId: uptown.id, preferences: chosen }),
      ),
    ).toEqual(missingPermission("CAN_MANAGE_COMPANY"));
  });
});
