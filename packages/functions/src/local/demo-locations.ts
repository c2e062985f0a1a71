/** Imports core: load only after the environment is set (see runtime.ts). */
import { systemActor } from "@pos/core/audit/audit";
import { weekdays, type LocationFields, type OpeningHours } from "@pos/core/company/location.schema";
import { getLocationSettings, updateLocation } from "@pos/core/company/locations";

const hours = (weekday: [string, string], sunday: [string, string]): OpeningHours =>
  Object.fromEntries(
    weekdays.map((day) => {
      const [open, close] = day === "sunday" ? sunday : weekday;
      return [day, { closed: false, open, close }];
    }),
  ) as OpeningHours;

/**
 * Green Leaf's stores in settings/locations: address parts that print the receipts' address unchanged, CRSA store
 * ids (CRSA1234567 is the one the simulated retailer registry knows) and opening hours.
 */
const demoLocationDetails: Readonly<Record<string, Partial<LocationFields>>> = {
  "Queen West": {
    street: "712 Queen St W",
    city: "Toronto",
    province: "ON",
    postalCode: "M6J 1E8",
    crsaStoreId: "CRSA1234567",
    openingHours: hours(["10:00", "22:00"], ["11:00", "20:00"]),
  },
  Kensington: {
    street: "186 Augusta Ave",
    city: "Toronto",
    province: "ON",
    postalCode: "M5T 2L6",
    crsaStoreId: "CRSA2345678",
    openingHours: hours(["09:00", "23:00"], ["10:00", "21:00"]),
  },
};

export async function seedDemoLocations(
  companyId: number,
  locationIds: Record<string, string>,
): Promise<void> {
  for (const [name, details] of Object.entries(demoLocationDetails)) {
    const locationId = locationIds[name];
    if (!locationId) continue;
    const current = await getLocationSettings({ companyId, locationId });
    await updateLocation({ ...current, companyId, locationId, ...details }, systemActor);
  }
}
