import { Service } from "electrodb";
import { AuditEntry } from "../audit/audit.entity";
import { auditEntry, type AuditActor } from "../audit/audit";
import type { AuditState } from "../audit/audit.schema";
import { AppError } from "../common/errors";
import { Company, type CompanyItem } from "../company/company.entity";
import {
  hideEmptyInventoryDefault,
  ZSaveInventorySettingsInput,
  type InventorySettings,
  type InventorySettingsView,
  type SaveInventorySettingsInput,
} from "./inventory-settings.schema";
import { readInventoryCompany } from "./stock-targets";

const audited = new Service({ company: Company, audit: AuditEntry });

const settingsOf = (company: CompanyItem): InventorySettings => ({
  blockNegativeInventorySale: company.blockNegativeInventorySale,
  isBatchTracking: company.isBatchTracking,
  auditCompleteMode: company.auditCompleteMode,
  inventoryCostOption: company.inventoryCostOption,
  hideEmptyInventory: company.hideEmptyInventory ?? hideEmptyInventoryDefault,
  defaultReorderPoint: company.defaultReorderPoint ?? null,
});

export async function getInventorySettings(companyId: number): Promise<InventorySettingsView> {
  const company = await readInventoryCompany(companyId);
  return { ...settingsOf(company), province: company.province };
}

/** Saves settings/inventory; the fields that changed are recorded in the audit log in the same transaction. */
export async function saveInventorySettings(
  input: SaveInventorySettingsInput,
  by: AuditActor,
): Promise<InventorySettingsView> {
  const { companyId, ...next } = ZSaveInventorySettingsInput.parse(input);
  const company = await readInventoryCompany(companyId);
  const current = settingsOf(company);
  const changed = (Object.keys(next) as (keyof InventorySettings)[]).filter(
    (key) => next[key] !== current[key],
  );
  if (changed.length === 0) return { ...current, province: company.province };
  const pick = (settings: InventorySettings): AuditState =>
    Object.fromEntries(changed.map((key) => [key, settings[key]]));
  const entry = auditEntry(by, {
    companyId,
    action: "company.inventorySettings",
    targetId: String(companyId),
    targetLabel: "Inventory settings",
    before: pick(current),
    after: pick(next),
  });
  const { defaultReorderPoint, ...fields } = next;
  const result = await audited.transaction
    .write(({ company: companies, audit }) => {
      const patch = companies.patch({ companyId }).set(fields);
      const write =
        defaultReorderPoint === null
          ? patch.remove(["defaultReorderPoint"])
          : patch.set({ defaultReorderPoint });
      return [write.commit(), audit.create(entry).commit()];
    })
    .go();
  if (result.canceled) throw new AppError("NOT_FOUND", "Company not found");
  return getInventorySettings(companyId);
}
