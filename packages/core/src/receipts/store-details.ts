import { AppError } from "../common/errors";
import { getCompany, getLocation } from "../company/company";
import { Company, Location } from "../company/company.entity";
import {
  ZSaveLocationDetailsInput,
  ZSaveTaxNumberInput,
  type LocationDetails,
  type SaveLocationDetailsInput,
  type SaveTaxNumberInput,
  type StoreDetails,
} from "./store-details.schema";

/** The location's address and phone and the company's tax number, empty where none was entered. */
export async function getStoreDetails(companyId: number, locationId: string): Promise<StoreDetails> {
  const [company, location] = await Promise.all([
    getCompany(companyId),
    Location.get({ companyId, locationId }).go(),
  ]);
  if (!location.data) throw new AppError("NOT_FOUND", "Location not found");
  return {
    address: location.data.address ?? "",
    phone: location.data.phone ?? "",
    taxNumber: company.taxNumber ?? "",
    legalName: company.legalName ?? "",
    country: company.country,
  };
}

export async function saveLocationDetails(input: SaveLocationDetailsInput): Promise<LocationDetails> {
  const { companyId, locationId, address, phone } = ZSaveLocationDetailsInput.parse(input);
  await getLocation(companyId, locationId);
  await Location.patch({ companyId, locationId }).set({ address, phone }).go();
  return { address, phone };
}

export async function saveTaxNumber(input: SaveTaxNumberInput): Promise<{ taxNumber: string }> {
  const { companyId, taxNumber } = ZSaveTaxNumberInput.parse(input);
  await getCompany(companyId);
  await Company.patch({ companyId }).set({ taxNumber }).go();
  return { taxNumber };
}
