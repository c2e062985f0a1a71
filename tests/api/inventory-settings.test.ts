import { describe, expect, it } from "vitest";
import { listAuditEntries } from "@pos/core/audit/audit";
import { createCompany, getCompany } from "@pos/core/company/company";
import { inventorySettingsMessages } from "@pos/core/inventory/inventory-settings.schema";
import { badInput, companyWithManager, makeStaff, missingPermission } from "../support/staff";
import { callerFor, failureOf, makeUser, uniqueName } from "../support/world";

const settings = {
  blockNegativeInventorySale: true,
  isBatchTracking: true,
  auditCompleteMode: "relative" as const,
  inventoryCostOption: "lastCost" as const,
  hideEmptyInventory: false,
  defaultReorderPoint: 12,
};

describe("settings/inventory", () => {
  it("starts new companies with negative stock allowed, empty stock hidden and no reorder point", async () => {
    const { caller, companyId } = await companyWithManager();
    expect(await caller.inventorySettings.get({ companyId })).toEqual({
      province: "ON",
      blockNegativeInventorySale: false,
      isBatchTracking: false,
      auditCompleteMode: "replace",
      inventoryCostOption: "weightedAverage",
      hideEmptyInventory: true,
      defaultReorderPoint: null,
    });
  });

  it("turns lot tracking on for new Alberta companies only", async () => {
    const alberta = await createCompany({
      name: uniqueName("AB"),
      province: "ab",
      timezone: "America/Edmonton",
    });
    const ontario = await createCompany({
      name: uniqueName("ON"),
      province: "ON",
      timezone: "America/Toronto",
    });
    expect((await getCompany(alberta.id)).isBatchTracking).toBe(true);
    expect((await getCompany(ontario.id)).isBatchTracking).toBe(false);
  });

  it("saves every setting and records the changed ones in the audit log", async () => {
    const { caller, companyId, owner } = await companyWithManager();
    expect(await caller.inventorySettings.save({ companyId, ...settings })).toEqual({
      province: "ON",
      ...settings,
    });
    expect(await caller.inventorySettings.get({ companyId })).toEqual({ province: "ON", ...settings });
    const [entry] = (await listAuditEntries(companyId, { limit: 5 })).items;
    expect(entry).toMatchObject({
      action: "company.inventorySettings",
      actorEmail: owner.email,
      before: {
        blockNegativeInventorySale: false,
        isBatchTracking: false,
        auditCompleteMode: "replace",
        inventoryCostOption: "weightedAverage",
        hideEmptyInventory: true,
        defaultReorderPoint: null,
      },
      after: settings,
    });
    await caller.inventorySettings.save({ companyId, ...settings, defaultReorderPoint: null });
    expect((await caller.inventorySettings.get({ companyId })).defaultReorderPoint).toBeNull();
    const [latest] = (await listAuditEntries(companyId, { limit: 5 })).items;
    expect(latest).toMatchObject({
      before: { defaultReorderPoint: 12 },
      after: { defaultReorderPoint: null },
    });
  });

  it("refuses a bad reorder point or mode and saves nothing", async () => {
    const { caller, companyId } = await companyWithManager();
    for (const defaultReorderPoint of [-1, 2.5, 1_000_001]) {
      expect(
        await failureOf(caller.inventorySettings.save({ companyId, ...settings, defaultReorderPoint })),
      ).toEqual(badInput(inventorySettingsMessages.reorderPoint));
    }
    expect(
      (
        await failureOf(
          caller.inventorySettings.save({ companyId, ...settings, auditCompleteMode: "both" as "replace" }),
        )
      ).appCode,
    ).toBe("INVALID_INPUT");
    expect((await caller.inventorySettings.get({ companyId })).blockNegativeInventorySale).toBe(false);
    expect((await listAuditEntries(companyId, { limit: 5 })).items).toEqual([]);
  });

  it("needs CAN_MANAGE_COMPANY at the company; admins set the same settings from the company detail", async () => {
    const { companyId, location } = await companyWithManager();
    const reader = await makeStaff(companyId, ["CAN_VIEW_REPORTS"]);
    expect(await failureOf(reader.caller.inventorySettings.save({ companyId, ...settings }))).toEqual(
      missingPermission("CAN_MANAGE_COMPANY"),
    );
    const atLocation = await makeStaff(companyId, ["CAN_MANAGE_COMPANY"], location.id);
    expect((await failureOf(atLocation.caller.inventorySettings.get({ companyId }))).appCode).toBe(
      "FORBIDDEN",
    );
    expect(
      (await failureOf(reader.caller.adminInventory.saveSettings({ companyId, ...settings }))).appCode,
    ).toBe("FORBIDDEN");
    const admin = await callerFor((await makeUser({ isAdmin: true })).token);
    await admin.adminInventory.saveSettings({ companyId, ...settings, blockNegativeInventorySale: false });
    expect(await admin.adminInventory.settings({ companyId })).toMatchObject({
      blockNegativeInventorySale: false,
      auditCompleteMode: "relative",
    });
  });
});
