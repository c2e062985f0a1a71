import { z } from "zod";
import { ZCompanyId } from "../company/company.schema";

export const auditCompleteModes = ["replace", "relative"] as const;
export const inventoryCostOptions = ["lastCost", "weightedAverage"] as const;

export const auditCompleteModeLabels: Record<(typeof auditCompleteModes)[number], string> = {
  replace: "Replace",
  relative: "Relative",
};
export const auditCompleteModeHelp: Record<(typeof auditCompleteModes)[number], string> = {
  replace: "The count becomes the quantity on hand (sales made while counting are accounted for).",
  relative: "The difference between the count and the quantity on hand is added to stock.",
};
export const inventoryCostOptionLabels: Record<(typeof inventoryCostOptions)[number], string> = {
  lastCost: "Last cost",
  weightedAverage: "Weighted average",
};
export const inventoryCostOptionHelp: Record<(typeof inventoryCostOptions)[number], string> = {
  lastCost: "Cost of goods is the unit cost of the latest receipt.",
  weightedAverage:
    "Cost of goods is the average cost of the units on hand at each location, weighted by quantity.",
};

/** dashboard.md 9: empty-quantity inventory is hidden unless the company says otherwise. */
export const hideEmptyInventoryDefault = true;

export const defaultReorderPointMax = 1_000_000;

export const inventorySettingsMessages = {
  reorderPoint: "The default reorder point is a whole number from 0 to 1,000,000",
  saved: "Inventory settings saved",
} as const;

/** settings/inventory: the company's inventory settings. */
export const ZInventorySettings = z.object({
  blockNegativeInventorySale: z.boolean(),
  isBatchTracking: z.boolean(),
  auditCompleteMode: z.enum(auditCompleteModes),
  inventoryCostOption: z.enum(inventoryCostOptions),
  hideEmptyInventory: z.boolean(),
  /** null: no default (a product and location without their own reorder point are never low). */
  defaultReorderPoint: z
    .number({ message: inventorySettingsMessages.reorderPoint })
    .int(inventorySettingsMessages.reorderPoint)
    .min(0, inventorySettingsMessages.reorderPoint)
    .max(defaultReorderPointMax, inventorySettingsMessages.reorderPoint)
    .nullable(),
});
export type InventorySettings = z.infer<typeof ZInventorySettings>;

export const ZSaveInventorySettingsInput = ZInventorySettings.extend({ companyId: ZCompanyId });
export type SaveInventorySettingsInput = z.input<typeof ZSaveInventorySettingsInput>;

export const ZInventorySettingsRef = z.object({ companyId: ZCompanyId });

export interface InventorySettingsView extends InventorySettings {
  province: string;
}
