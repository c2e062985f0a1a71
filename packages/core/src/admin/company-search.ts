import { z } from "zod";
import { AppError } from "../common/errors";
import { Company, type CompanyItem } from "../company/company.entity";
import {
  adminCompanyPageSize,
  searchKind,
  ZCompanySearchInput,
  type AdminCompanyRow,
  type CompanySearchInput,
  type CompanySearchPage,
} from "./company-search.schema";
import { retailerRegistry } from "./retailer-registry";

export const toAdminCompanyRow = (company: CompanyItem): AdminCompanyRow => ({
  id: company.companyId,
  name: company.name,
  province: company.province,
  createDate: company.createDate,
  isPaid: company.isPaid,
  auditCompleteMode: company.auditCompleteMode,
  inventoryCostOption: company.inventoryCostOption,
  hasBanner: Boolean(company.bannerMessage?.trim()),
  organizationId: company.organizationId ?? null,
});

/** Every company as a list row (the legacy list answers the whole array, admin.md 7). */
export async function listAllCompanies(): Promise<AdminCompanyRow[]> {
  const result = await Company.query.all({}).go({ pages: "all" });
  return result.data.map(toAdminCompanyRow);
}

/**
 * A cursor names one company of the companies index and a direction: the page after it or before it.
 * It is only ever turned back into a company id, so it cannot point anywhere else.
 */
const ZCursor = z.object({ d: z.enum(["next", "prev"]), id: z.number().int().positive() });
type Cursor = z.infer<typeof ZCursor>;

const encodeCursor = (cursor: Cursor): string => Buffer.from(JSON.stringify(cursor)).toString("base64url");

function decodeCursor(text: string): Cursor {
  try {
    return ZCursor.parse(JSON.parse(Buffer.from(text, "base64url").toString("utf8")));
  } catch {
    throw new AppError("INVALID_INPUT", "This page key does not belong to this list.");
  }
}

const scanChunk = 100;

/** Walks the companies index from the cursor, keeping matches, until `wanted` are found or it ends. */
async function walk(
  keep: (company: CompanyItem) => boolean,
  wanted: number,
  from?: Cursor,
): Promise<CompanyItem[]> {
  const found: CompanyItem[] = [];
  const base = Company.query.all({});
  const query = !from
    ? base
    : from.d === "next"
      ? base.gt({ companyId: from.id })
      : base.lt({ companyId: from.id });
  const order = from?.d === "prev" ? "desc" : "asc";
  let cursor: string | null = null;
  do {
    const page: { data: CompanyItem[]; cursor: string | null } = await query.go({
      order,
      limit: scanChunk,
      cursor,
    });
    found.push(...page.data.filter(keep));
    cursor = page.cursor;
  } while (cursor && found.length < wanted);
  return found.slice(0, wanted);
}

async function companiesById(ids: number[]): Promise<CompanyItem[]> {
  const items = await Promise.all(ids.map(async (companyId) => (await Company.get({ companyId }).go()).data));
  return items.filter((item): item is CompanyItem => item !== null);
}

const onePage = (items: CompanyItem[]): CompanySearchPage => ({
  data: items.map(toAdminCompanyRow),
  pagination: { nextCursor: null, prevCursor: null },
});

/** admin.md 5 "Company search" with the province filter, in cursor pages of 8 (admin.md 9). */
export async function searchCompanies(input: CompanySearchInput): Promise<CompanySearchPage> {
  const { search, province, cursor } = ZCompanySearchInput.parse(input);
  const inProvince = (company: CompanyItem) => !province || company.province === province;
  const kind = search === undefined ? null : searchKind(search, province);

  if (search !== undefined && kind === "id") {
    return onePage((await companiesById([Number(search)])).filter(inProvince).slice(0, 1));
  }
  if (search !== undefined && kind === "licence") {
    const tenants = await retailerRegistry.lookup(search);
    return onePage(
      (await companiesById(tenants.map((tenant) => tenant.tenantId))).filter(inProvince).slice(0, 1),
    );
  }

  const needle = search?.toLocaleLowerCase();
  const keep = (company: CompanyItem) =>
    inProvince(company) && (!needle || company.name.toLocaleLowerCase().includes(needle));
  const from = cursor ? decodeCursor(cursor) : undefined;
  const found = await walk(keep, adminCompanyPageSize + 1, from);
  const more = found.length > adminCompanyPageSize;
  const items = found.slice(0, adminCompanyPageSize);
  if (from?.d === "prev") items.reverse();
  const first = items[0];
  const last = items.at(-1);
  const hasNext = from?.d === "prev" ? true : more;
  const hasPrev = from?.d === "prev" ? more : from !== undefined;
  return {
    data: items.map(toAdminCompanyRow),
    pagination: {
      nextCursor: hasNext && last ? encodeCursor({ d: "next", id: last.companyId }) : null,
      prevCursor: hasPrev && first ? encodeCursor({ d: "prev", id: first.companyId }) : null,
    },
  };
}
