/** Imports core: load only after the environment is set (see runtime.ts). */
import { systemActor } from "@pos/core/audit/audit";
import { getGeneralSettings, saveGeneralSettings } from "@pos/core/company/general-settings";
import { devicePreferenceDefaults } from "@pos/core/device/device-preferences.schema";
import { saveRegisterDefaults } from "@pos/core/device/register-defaults";

/**
 * settings/general and settings/pos for Green Leaf: its legal name and head office (penny rounding stays as the
 * register tests expect); Kensington's registers offer e-transfer and print each receipt (Queen West keeps the
 * spec's defaults its register tests read).
 */
export async function seedDemoSettings(
  companyId: number,
  locationIds: Record<string, string>,
): Promise<void> {
  const {
    province: _province,
    country: _country,
    canAccessLoyalty: _loyalty,
    ...current
  } = await getGeneralSettings(companyId);
  await saveGeneralSettings(
    {
      ...current,
      companyId,
      legalName: "Green Leaf Cannabis Co. Ltd.",
      street: "200 Front St W, Suite 1200",
      city: "Toronto",
      addressProvince: "ON",
      postalCode: "M5V 3K2",
      phone: "(416) 555-0100",
    },
    systemActor,
  );
  const kensington = locationIds["Kensington"];
  if (kensington)
    await saveRegisterDefaults(
      {
        companyId,
        locationId: kensington,
        preferences: { ...devicePreferenceDefaults, paymentOptionEtransfer: true, print: true },
      },
      systemActor,
    );
}
