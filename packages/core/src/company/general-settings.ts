import { Service } from "electrodb";
import { AuditEntry } from "../audit/audit.entity";
import { auditEntry, type AuditActor } from "../audit/audit";
import type { AuditState } from "../audit/audit.schema";
import { AppError } from "../common/errors";
import { findRegion } from "../common/regions";
import { multiplierOf } from "../customers/loyalty-account";
import { Company, type CompanyItem } from "./company.entity";
import { companyMetaDataKeys } from "./company.schema";
import {
  ZSaveGeneralSettingsInput,
  generalSettingsMessages,
  ZCompanyLogoUploadInput,
  type CompanyLogoUploadInput,
  type GeneralSettings,
  type GeneralSettingsView,
  type SaveGeneralSettingsInput,
} from "./general-settings.schema";
import { checkPostalCode, locationMessages } from "./location.schema";
import { overtimeDefaults } from "../shifts/timesheet.schema";
import { isCompanyKey } from "../files/files";
import { uploadUses, type PresignedUpload } from "../files/files.schema";
import { companyFileKey, presignDownload, presignUpload } from "../files/storage";

const audited = new Service({ company: Company, audit: AuditEntry });
const optionalKeys = [
  "legalName",
  "street",
  "city",
  "addressProvince",
  "postalCode",
  "phone",
  "logoKey",
] as const;

const invalid = (message: string) => new AppError("INVALID_INPUT", message);

async function readCompany(companyId: number): Promise<CompanyItem> {
  const result = await Company.get({ companyId }).go({ consistent: true });
  if (!result.data) throw new AppError("NOT_FOUND", "Company not found");
  return result.data;
}

const settingsOf = (company: CompanyItem): GeneralSettings => ({
  name: company.name,
  legalName: company.legalName ?? null,
  street: company.street ?? null,
  city: company.city ?? null,
  addressProvince: company.addressProvince ?? null,
  postalCode: company.postalCode ?? null,
  phone: company.phone ?? null,
  logoKey: company.logoKey ?? null,
  timezone: company.timezone,
  overtimeDailyHours: company.overtimeDailyHours ?? overtimeDefaults.dailyHours,
  overtimeWeeklyHours: company.overtimeWeeklyHours ?? overtimeDefaults.weeklyHours,
  taxNumber: company.taxNumber ?? "",
  pennyRounding: company.metaData[companyMetaDataKeys.pennyRounding] === "true",
  loyaltyPointsMultiplier: multiplierOf(company.metaData),
});

const viewOf = async (company: CompanyItem): Promise<GeneralSettingsView> => ({
  ...settingsOf(company),
  logoUrl: company.logoKey ? await presignDownload(company.logoKey) : null,
  province: company.province,
  country: company.country,
  canAccessLoyalty: company.permissions.canAccessLoyalty === true,
});

export async function getGeneralSettings(companyId: number): Promise<GeneralSettingsView> {
  return viewOf(await readCompany(companyId));
}

/** The rules that need the company's country: its regions and postal codes. */
function checked(company: CompanyItem, settings: GeneralSettings): GeneralSettings {
  const { addressProvince, postalCode, logoKey } = settings;
  if (logoKey !== null && !isCompanyKey(company.companyId, logoKey))
    throw invalid(generalSettingsMessages.logoKey);
  if (addressProvince !== null && findRegion(company.country, addressProvince)?.code !== addressProvince)
    throw invalid(locationMessages.region(company.country));
  if (postalCode === null) return settings;
  const result = checkPostalCode(company.country, postalCode);
  if (!result.ok) throw invalid(result.message);
  return { ...settings, postalCode: result.value };
}

/** Saves settings/general; the fields that changed go to the audit log in the same transaction. */
export async function saveGeneralSettings(
  input: SaveGeneralSettingsInput,
  by: AuditActor,
): Promise<GeneralSettingsView> {
  const { companyId, ...raw } = ZSaveGeneralSettingsInput.parse(input);
  const company = await readCompany(companyId);
  const next = checked(company, raw);
  const current = settingsOf(company);
  const changed = (Object.keys(next) as (keyof GeneralSettings)[]).filter(
    (key) => next[key] !== current[key],
  );
  if (changed.length === 0) return viewOf(company);
  const pick = (settings: GeneralSettings): AuditState =>
    Object.fromEntries(changed.map((key) => [key, settings[key]]));
  const entry = auditEntry(by, {
    companyId,
    action: "company.generalSettings",
    targetId: String(companyId),
    targetLabel: "General settings",
    before: pick(current),
    after: pick(next),
  });
  const present = Object.fromEntries(
    optionalKeys.flatMap((key) => (next[key] === null ? [] : [[key, next[key]]])),
  );
  const absent = optionalKeys.filter((key) => next[key] === null);
  const metaData = {
    ...company.metaData,
    [companyMetaDataKeys.pennyRounding]: String(next.pennyRounding),
    [companyMetaDataKeys.loyaltyPointsMultiplier]: String(next.loyaltyPointsMultiplier),
  };
  const result = await audited.transaction
    .write(({ company: companies, audit }) => {
      const patch = companies.patch({ companyId }).set({
        ...present,
        name: next.name,
        timezone: next.timezone,
        taxNumber: next.taxNumber,
        overtimeDailyHours: next.overtimeDailyHours,
        overtimeWeeklyHours: next.overtimeWeeklyHours,
        metaData,
      });
      return [(absent.length > 0 ? patch.remove(absent) : patch).commit(), audit.create(entry).commit()];
    })
    .go();
  if (result.canceled) throw new AppError("NOT_FOUND", "Company not found");
  return getGeneralSettings(companyId);
}

/** A signed upload of the company's logo under its own prefix; the key is saved with the settings. */
export async function createCompanyLogoUpload(input: CompanyLogoUploadInput): Promise<PresignedUpload> {
  const { companyId, fileName, contentType } = ZCompanyLogoUploadInput.parse(input);
  return presignUpload(companyFileKey(companyId, fileName, contentType), {
    contentType,
    maxBytes: uploadUses.logo.maxBytes,
  });
}
