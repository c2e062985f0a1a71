import { nowIso } from "../common/clock";
import { CashSettings } from "./cash-settings.entity";
import {
  defaultDiscrepancyThreshold,
  ZCashSettingsInput,
  type CashSettingsInput,
  type CashSettingsView,
} from "./cash-settings.schema";

export async function getCashSettings(companyId: number): Promise<CashSettingsView> {
  const item = (await CashSettings.get({ companyId }).go()).data;
  return { discrepancyThreshold: item?.discrepancyThreshold ?? defaultDiscrepancyThreshold };
}

export async function updateCashSettings(input: CashSettingsInput): Promise<CashSettingsView> {
  const { companyId, discrepancyThreshold } = ZCashSettingsInput.parse(input);
  await CashSettings.put({ companyId, discrepancyThreshold, updateDate: nowIso() }).go();
  return { discrepancyThreshold };
}
