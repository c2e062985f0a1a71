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

export async function createCompany(input: CreateCompanyInput): Promise<CompanyView> {
  const data = ZCreateCompanyInput.parse(input);
  const companyId = await nextId("company", 1000);
  const created = await Company.create({
    ...data,
    companyId,
    createDate: nowIso(),
  }).go();
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

export async function createLocation(input: CreateLocationInput): Promise<LocationView> {
  const data = ZCreateLocationInput.parse(input);
  await getCompany(data.companyId);
  const locationId = String(await nextId("location", 100));
  const created = await Location.create({
    ...data,
    locationId,
    createDate: nowIso(),
  }).go();
  return toLocationView(created.data);
}

export async function listLocations(companyId: number): Promise<LocationView[]> {
  const result = await Location.query.byCompany({ companyId }).go({ pages: "all" });
  return result.data.filter((location) => !location.isHidden).map(toLocationView);
}

export async function getLocation(companyId: number, locationId: string): Promise<LocationView> {
  const result = await Location.get({ companyId, locationId }).go();
  if (!result.data) throw new AppError("NOT_FOUND", "Location not found");
  return toLocationView(result.data);
}
