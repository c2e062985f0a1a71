import { Product } from "../catalog/product.entity";
import { readItems } from "../catalog/product-store";
import { AppError } from "../common/errors";
import { Location, type CompanyItem, type LocationItem } from "../company/company.entity";
import { featureDisabledMessage, normalizeFlags } from "../company/feature-flags.schema";
import { readInventoryCompany } from "../inventory/stock-targets";
import {
  complianceMessages,
  isReportProvince,
  missingCodes,
  ZComplianceIssuesInput,
  ZMonthlyReportInput,
  type ComplianceIssue,
  type ComplianceOverview,
  type MonthlyReport,
  type MonthlyReportInput,
  type ReportProvince,
} from "./compliance.schema";
import { monthlyMovement, monthRange } from "./monthly-movement";
import { complianceGate, complianceRequired, provinceOf } from "./product-gate";
import { reportCsv } from "./province-reports";

/** The attributes the issues list reads of each product (a projection of the company's catalogue). */
const issueAttributes = [
  "productId",
  "parentId",
  "name",
  "sku",
  "ocsSku",
  "gtin",
  "categoryId",
  "driedCannabisEquivalent",
  "productType",
  "isGiftCard",
  "isMasterProduct",
  "isDeleted",
] as const;

/** The province whose report a location offers: AB, BC, or ON when the company has the OCS compliance flag. */
function reportProvinceOf(company: CompanyItem, location: LocationItem): ReportProvince | null {
  const province = provinceOf(company, location);
  if (!isReportProvince(province)) return null;
  if (province === "ON" && !normalizeFlags(company).featureFlags.ocsCompliance) return null;
  return province;
}

/** The cannabis products an Ontario store of the company cannot move, by name. */
async function issuesOf(company: CompanyItem, gated: LocationItem[]): Promise<ComplianceIssue[]> {
  if (gated.length === 0) return [];
  const [gate, products] = await Promise.all([
    complianceGate(company, gated),
    Product.query
      .byCompany({ companyId: company.companyId })
      .go({ pages: "all", attributes: [...issueAttributes] }),
  ]);
  // Every gated location answers alike (the codes and the categories are the company's): ask the first.
  const at = gated[0]!.locationId;
  return products.data
    .filter((product) => !product.isDeleted && gate.problem(at, product) !== null)
    .map((product) => ({
      productId: product.productId,
      editProductId: product.parentId ?? product.productId,
      name: product.name,
      sku: product.sku ?? null,
      missing: missingCodes(product),
    }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.productId.localeCompare(b.productId));
}

/** The compliance page: the products to fix (when a store reports to the OCS) and the reports each store offers. */
export async function complianceOverview(input: { companyId: number }): Promise<ComplianceOverview> {
  const { companyId } = ZComplianceIssuesInput.parse(input);
  const [company, locations] = await Promise.all([
    readInventoryCompany(companyId),
    Location.query.byCompany({ companyId }).go({ pages: "all" }),
  ]);
  const shown = locations.data.filter((location) => !location.isHidden);
  const gated = shown.filter((location) => complianceRequired(company, location));
  return {
    gated: gated.length > 0,
    issues: await issuesOf(company, gated),
    locations: shown
      .map((location) => ({ location, province: reportProvinceOf(company, location) }))
      .filter(
        (entry): entry is { location: LocationItem; province: ReportProvince } => entry.province !== null,
      )
      .map(({ location, province }) => ({ id: location.locationId, name: location.name, province }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** A location's monthly report in its province's shape, built from the ledger (compliance/monthly-movement.ts). */
export async function monthlyReport(input: MonthlyReportInput): Promise<MonthlyReport> {
  const { companyId, locationId, month } = ZMonthlyReportInput.parse(input);
  const [company, location] = await Promise.all([
    readInventoryCompany(companyId),
    Location.get({ companyId, locationId }).go(),
  ]);
  if (!location.data) throw new AppError("INVALID_INPUT", "Location not found");
  const province = provinceOf(company, location.data);
  const offered = reportProvinceOf(company, location.data);
  if (province === "ON" && !offered) throw new AppError("FORBIDDEN", featureDisabledMessage);
  if (!offered) throw new AppError("INVALID_INPUT", complianceMessages.notOffered);
  const range = monthRange(month, location.data.timezone || company.timezone);
  const movement = await monthlyMovement(companyId, locationId, range);
  const products = new Map(
    (await readItems(companyId, [...new Set(movement.map((row) => row.productId))])).map((item) => [
      item.productId,
      item,
    ]),
  );
  const lines = movement.map((row) => {
    const product = products.get(row.productId);
    return {
      ...row,
      name: product?.name ?? "Deleted product",
      sku: product?.sku ?? null,
      ocsSku: product?.ocsSku ?? null,
      gtin: product?.gtin ?? null,
      unit: product?.unit ?? "unit",
    };
  });
  const store = { month, licence: location.data.crsaStoreId ?? null, storeName: location.data.name };
  return {
    province: offered,
    month,
    locationName: location.data.name,
    licence: store.licence,
    fileName: `${offered}-monthly-report-${slug(location.data.name) || "store"}-${month}.csv`,
    csv: reportCsv(offered, store, lines),
    lines,
  };
}
