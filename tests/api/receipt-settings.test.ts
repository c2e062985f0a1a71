import { describe, expect, it } from "vitest";
import { setFeatureFlag, setPermissionFlag } from "@pos/core/company/feature-flags";
import { createLocation } from "@pos/core/company/company";
import { receiptContext } from "@pos/core/receipts/receipt-settings";
import { badInput, companyWithManager, makeStaff, missingPermission } from "../support/staff";
import { callerFor, failureOf, makeCompany } from "../support/world";

const settings = {
  storeName: "Green Leaf Queen West",
  address: "123 Queen St W, Toronto",
  phone: "416-555-0100",
  footer: "All sales of cannabis are final once opened.",
  showLoyalty: false,
  showCustomerName: true,
  showCashier: false,
};

describe("receipt settings", () => {
  it("reads defaults, saves per location, and leaves other locations alone", async () => {
    const { caller, companyId, location } = await companyWithManager();
    const other = await createLocation({ companyId, name: "Other" });
    expect(await caller.receiptSettings.get({ companyId, locationId: location.id })).toMatchObject({
      storeName: "",
      showLoyalty: true,
      showCustomerName: true,
      showCashier: true,
      locationName: "Main Street",
      updateDate: null,
    });
    const saved = await caller.receiptSettings.save({ companyId, locationId: location.id, settings });
    expect(saved).toMatchObject(settings);
    expect(await caller.receiptSettings.get({ companyId, locationId: location.id })).toMatchObject({
      ...settings,
      updateDate: saved.updateDate,
    });
    expect((await caller.receiptSettings.get({ companyId, locationId: other.id })).updateDate).toBeNull();
  });

  it("refuses bad input and unknown locations, and saves nothing", async () => {
    const { caller, companyId, location } = await companyWithManager();
    expect(
      await failureOf(
        caller.receiptSettings.save({
          companyId,
          locationId: location.id,
          settings: { ...settings, footer: "x".repeat(501) },
        }),
      ),
    ).toMatchObject(badInput("The footer message is at most 500 characters"));
    expect(
      await failureOf(caller.receiptSettings.save({ companyId, locationId: "nowhere", settings })),
    ).toMatchObject({
      code: "NOT_FOUND",
      message: "Location not found",
    });
    expect((await caller.receiptSettings.get({ companyId, locationId: location.id })).updateDate).toBeNull();
  });

  it("needs CAN_MANAGE_COMPANY and an assignment to the company", async () => {
    const { companyId, location } = await companyWithManager();
    const viewer = await makeStaff(companyId, ["CAN_VIEW_SALES"]);
    expect(
      await failureOf(viewer.caller.receiptSettings.get({ companyId, locationId: location.id })),
    ).toEqual(missingPermission("CAN_MANAGE_COMPANY"));
    const stranger = await makeCompany();
    expect(
      await failureOf(
        (await callerFor(stranger.owner.token)).receiptSettings.save({
          companyId,
          locationId: location.id,
          settings,
        }),
      ),
    ).toMatchObject({ code: "FORBIDDEN" });
  });

  it("prints loyalty only with canAccessLoyalty, the loyaltyInfoOnReceipt flag and the showLoyalty setting", async () => {
    const { caller, companyId, location } = await companyWithManager();
    expect((await receiptContext(companyId, location.id, null)).showLoyalty).toBe(false);
    await setPermissionFlag({ companyId, flag: "canAccessLoyalty", enabled: true });
    expect((await receiptContext(companyId, location.id, null)).showLoyalty).toBe(false);
    await setFeatureFlag({ companyId, flag: "loyaltyInfoOnReceipt", enabled: true });
    expect((await receiptContext(companyId, location.id, null)).showLoyalty).toBe(true);
    await caller.receiptSettings.save({
      companyId,
      locationId: location.id,
      settings: { ...settings, showLoyalty: false },
    });
    expect((await receiptContext(companyId, location.id, null)).showLoyalty).toBe(false);
  });
});
