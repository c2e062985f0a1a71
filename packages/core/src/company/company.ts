import type { CreateEntityItem } from "electrodb";
import { AppError } from "../common/errors";
import { nowIso } from "../common/clock";
import { nextId } from "../db/counters";
import { queryPage, type Page, type PageInput } from "../db/pagination";
import { Company, Location, type CompanyItem, type LocationItem } from "./company.entity";
import {
  ZCreateCompanyInput,
  ZCreateLocationInput,
  type CreateCompanyInput,
  type CreateLocationInput,
} from "./company.schema";

export type CompanyView = Omit<CompanyItem, "companyId"> & { id: number };
export type LocationView = { id: string; name: string; companyId: number };

const toCompanyView = ({ companyId, ...rest }: CompanyItem): CompanyView => ({
  id: companyId,
  ...rest,
});
const toLocationView = (item: LocationItem): LocationView => ({
  id: item.locationId,
  name: item.name,
  companyId: item.companyId,
});

/**
 * A new company with the next id, validated but not written (registration writes it in its transaction). Alberta
 * companies start with lot tracking on (admin.md 5); no company starts blocking negative stock (docs/decisions.md).
 */
export async function newCompanyItem(input: CreateCompanyInput): Promise<CreateEntityItem<typeof Company>> {
  const data = ZCreateCompanyInput.parse(input);
  return {
    ...data,
    companyId: await nextId("company", 1000),
    createDate: nowIso(),
    isBatchTracking: data.province === "AB",
    blockNegativeInventorySale: false,
  };
}

export async function createCompany(input: CreateCompanyInput): Promise<CompanyView> {
  const created = await Company.create(await newCompanyItem(input)).go();
  return toCompanyView(created.data);
}

export async function getCompany(companyId: number): Promise<CompanyView> {
  const result = await Company.get({ companyId }).go();
  if (!result.data) throw new AppError("NOT_FOUND", "Company not found");
  return toCompanyView(result.data);
}

export async function listCompanies(page: PageInput): Promise<Page<CompanyView>> {
  return queryPage(
    Company.query.all({}).params(),
    (items) => Company.parse({ Items: items }).data.map(toCompanyView),
    page,
  );
}

/** A new location with the next id, validated but not written; its company is not looked up. */
export async function newLocationItem(
  input: CreateLocationInput,
): Promise<CreateEntityItem<typeof Location>> {
  const data = ZCreateLocationInput.parse(input);
  return { ...data, locationId: String(await nextId("location", 100)), createDate: nowIso() };
}

export async function createLocation(input: CreateLocationInput): Promise<LocationView> {
  await getCompany(ZCreateLocationInput.parse(input).companyId);
  const created = await Location.create(await newLocationItem(input)).go();
  return toLocationView(created.data);
}

/** The order of settings/locations (drag and drop): by position, unset first, then by creation. */
export const locationOrder = (a: LocationItem, b: LocationItem): number =>
  (a.position ?? -1) - (b.position ?? -1) ||
  a.createDate.localeCompare(b.createDate) ||
  a.locationId.localeCompare(b.locationId);

/** The locations every picker offers: hidden ones left out, in the company's order. */
export async function listLocations(companyId: number): Promise<LocationView[]> {
  const result = await Location.query.byCompany({ companyId }).go({ pages: "all" });
  return result.data
    .filter((location) => !location.isHidden)
    .sort(locationOrder)
    .map(toLocationView);
}

export async function getLocation(companyId: number, locationId: string): Promise<LocationView> {
  const result = await Location.get({ companyId, locationId }).go();
  if (!result.data) throw new AppError("NOT_FOUND", "Location not found");
  return toLocationView(result.data);
}
