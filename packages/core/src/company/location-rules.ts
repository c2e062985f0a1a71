import { auditEntry, type AuditActor } from "../audit/audit";
import type { AuditAction, AuditState } from "../audit/audit.schema";
import { TaxGroupEntity } from "../catalog/tax-group.entity";
import { AppError } from "../common/errors";
import { findRegion } from "../common/regions";
import { Unique } from "../db/unique.entity";
import { locationOrder, type CompanyView } from "./company";
import { Location, type LocationItem } from "./company.entity";
import {
  addressLine,
  checkPostalCode,
  locationMessages,
  ZLocationKey,
  type LocationFields,
  type LocationKey,
  type LocationSettings,
} from "./location.schema";

/** The reads, checks and item shapes behind settings/locations (locations.ts writes with them). */
const optionalKeys = [
  "street",
  "city",
  "province",
  "postalCode",
  "crsaStoreId",
  "phone",
  "openingHours",
  "defaultTaxGroupId",
] as const;

export const crsaKey = (companyId: number, crsaStoreId: string) => ({
  kind: "crsaStoreId" as const,
  value: `${companyId}:${crsaStoreId}`,
});

export function toLocationSettings(item: LocationItem, companyTimezone: string): LocationSettings {
  return {
    id: item.locationId,
    name: item.name,
    isHidden: item.isHidden,
    position: item.position ?? -1,
    street: item.street ?? null,
    city: item.city ?? null,
    province: item.province ?? null,
    postalCode: item.postalCode ?? null,
    address: item.address ?? null,
    crsaStoreId: item.crsaStoreId ?? null,
    phone: item.phone ?? null,
    timezone: item.timezone ?? companyTimezone,
    openingHours: item.openingHours ?? null,
    defaultTaxGroupId: item.defaultTaxGroupId ?? null,
    createDate: item.createDate,
  };
}

/** What the audit log shows of a location: plain values only. */
export const auditState = (fields: LocationFields): AuditState => ({
  ...fields,
  openingHours: fields.openingHours ? JSON.stringify(fields.openingHours) : null,
});

export const locationAudit = (
  by: AuditActor,
  action: AuditAction,
  item: Pick<LocationItem, "companyId" | "locationId" | "name">,
  before: AuditState | null,
  after: AuditState | null,
) =>
  auditEntry(by, {
    companyId: item.companyId,
    action,
    targetId: item.locationId,
    targetLabel: item.name,
    before,
    after,
  });

/** Every location of the company, hidden ones too, in their order. */
export async function companyLocations(companyId: number): Promise<LocationItem[]> {
  const result = await Location.query.byCompany({ companyId }).go({ pages: "all", consistent: true });
  return result.data.sort(locationOrder);
}

export async function findLocation(key: LocationKey): Promise<LocationItem> {
  const { companyId, locationId } = ZLocationKey.parse(key);
  const item = (await Location.get({ companyId, locationId }).go({ consistent: true })).data;
  if (!item) throw new AppError("NOT_FOUND", locationMessages.notFound);
  return item;
}

export const invalid = (message: string) => new AppError("INVALID_INPUT", message);

/** The rules that need the company: its country's regions and postal codes, its tax groups. */
export async function checked(company: CompanyView, fields: LocationFields): Promise<LocationFields> {
  if (fields.province !== null && findRegion(company.country, fields.province)?.code !== fields.province)
    throw invalid(locationMessages.region(company.country));
  let { postalCode } = fields;
  if (postalCode !== null) {
    const result = checkPostalCode(company.country, postalCode);
    if (!result.ok) throw invalid(result.message);
    postalCode = result.value;
  }
  if (fields.defaultTaxGroupId !== null) {
    const key = { companyId: company.id, taxGroupId: fields.defaultTaxGroupId };
    if (!(await TaxGroupEntity.get(key).go({ consistent: true })).data)
      throw invalid(locationMessages.taxGroup);
  }
  return { ...fields, postalCode };
}

export async function assertCrsaFree(companyId: number, crsaStoreId: string | null, locationId?: string) {
  if (crsaStoreId === null) return;
  const owner = (await Unique.get(crsaKey(companyId, crsaStoreId)).go({ consistent: true })).data;
  if (owner && owner.ownerId !== locationId) throw new AppError("CONFLICT", locationMessages.crsaTaken);
}

/** The attributes to set and the empty ones to remove (DynamoDB keeps no nulls). */
export function stored(fields: LocationFields) {
  const address = addressLine(fields);
  const present = Object.fromEntries(
    optionalKeys.flatMap((key) => (fields[key] === null ? [] : [[key, fields[key]]])),
  );
  return {
    set: { name: fields.name, timezone: fields.timezone, ...present, ...(address ? { address } : {}) },
    // With no parts the one-line address (typed on the receipt settings, or older data) is left as it is.
    remove: optionalKeys.filter((key) => fields[key] === null),
  };
}

/** A location's current fields, for the audit entry's "before". */
export function fieldsOf(item: LocationItem, companyTimezone: string): LocationFields {
  const {
    id: _id,
    isHidden: _hidden,
    position: _position,
    address: _address,
    createDate: _created,
    ...fields
  } = toLocationSettings(item, companyTimezone);
  return fields;
}
