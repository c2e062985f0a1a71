import { Service } from "electrodb";
import { AuditEntry } from "../audit/audit.entity";
import { auditEntry, type AuditActor } from "../audit/audit";
import type { AuditAction, AuditState } from "../audit/audit.schema";
import { TaxGroupEntity } from "../catalog/tax-group.entity";
import { nowIso } from "../common/clock";
import { AppError } from "../common/errors";
import { findRegion } from "../common/regions";
import { Unique } from "../db/unique.entity";
import { getCompany, locationOrder, newLocationItem, type CompanyView } from "./company";
import { Location, type LocationItem } from "./company.entity";
import {
  addressLine,
  checkPostalCode,
  locationMessages,
  ZAddLocationInput,
  ZLocationKey,
  ZLocationListInput,
  ZUpdateLocationInput,
  type AddLocationInput,
  type LocationFields,
  type LocationKey,
  type LocationListInput,
  type LocationSettings,
  type LocationSettingsPage,
  type UpdateLocationInput,
} from "./location.schema";

const service = new Service({ location: Location, unique: Unique, audit: AuditEntry });

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

const crsaKey = (companyId: number, crsaStoreId: string) => ({
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
const auditState = (fields: LocationFields): AuditState => ({
  ...fields,
  openingHours: fields.openingHours ? JSON.stringify(fields.openingHours) : null,
});

const audit = (
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

async function findLocation(key: LocationKey): Promise<LocationItem> {
  const { companyId, locationId } = ZLocationKey.parse(key);
  const item = (await Location.get({ companyId, locationId }).go({ consistent: true })).data;
  if (!item) throw new AppError("NOT_FOUND", locationMessages.notFound);
  return item;
}

const invalid = (message: string) => new AppError("INVALID_INPUT", message);

/** The rules that need the company: its country's regions and postal codes, its tax groups. */
async function checked(company: CompanyView, fields: LocationFields): Promise<LocationFields> {
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

async function assertCrsaFree(companyId: number, crsaStoreId: string | null, locationId?: string) {
  if (crsaStoreId === null) return;
  const owner = (await Unique.get(crsaKey(companyId, crsaStoreId)).go({ consistent: true })).data;
  if (owner && owner.ownerId !== locationId) throw new AppError("CONFLICT", locationMessages.crsaTaken);
}

/** The attributes to set and the empty ones to remove (DynamoDB keeps no nulls). */
function stored(fields: LocationFields) {
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

const fieldsOf = (item: LocationItem, companyTimezone: string): LocationFields => {
  const {
    street,
    city,
    province,
    postalCode,
    crsaStoreId,
    phone,
    timezone,
    openingHours,
    defaultTaxGroupId,
  } = toLocationSettings(item, companyTimezone);
  return {
    name: item.name,
    ...{ street, city, province, postalCode, crsaStoreId, phone, timezone, openingHours, defaultTaxGroupId },
  };
};

export async function listLocationSettings(input: LocationListInput): Promise<LocationSettingsPage> {
  const { companyId, offset, limit } = ZLocationListInput.parse(input);
  const company = await getCompany(companyId);
  const all = await companyLocations(companyId);
  const ordered = [...all.filter((item) => !item.isHidden), ...all.filter((item) => item.isHidden)];
  return {
    items: ordered.slice(offset, offset + limit).map((item) => toLocationSettings(item, company.timezone)),
    total: ordered.length,
    offset,
    limit,
  };
}

/** The default tax group's choices: the company's tax groups by name (no product permission needed). */
export async function taxGroupChoices(companyId: number): Promise<{ id: string; name: string }[]> {
  const result = await TaxGroupEntity.query.byCompany({ companyId }).go({ pages: "all" });
  return result.data
    .map((item) => ({ id: item.taxGroupId, name: item.name }))
    .sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: "base" }));
}

export async function getLocationSettings(key: LocationKey): Promise<LocationSettings> {
  const item = await findLocation(key);
  return toLocationSettings(item, (await getCompany(item.companyId)).timezone);
}

/** A new location, last in the order; its CRSA store id reserved in the same transaction. */
export async function addLocation(input: AddLocationInput, by: AuditActor): Promise<LocationSettings> {
  const { companyId, ...raw } = ZAddLocationInput.parse(input);
  const company = await getCompany(companyId);
  const fields = await checked(company, { ...raw, timezone: raw.timezone ?? company.timezone });
  await assertCrsaFree(companyId, fields.crsaStoreId);
  const existing = await companyLocations(companyId);
  const base = await newLocationItem({ companyId, name: fields.name });
  const { set } = stored(fields);
  const item: LocationItem = {
    ...base,
    ...set,
    isHidden: false,
    position: Math.max(-1, ...existing.map((location) => location.position ?? -1)) + 1,
    updateDate: base.createDate,
  };
  const result = await service.transaction
    .write(({ location, unique, audit: entries }) => [
      location.create(item).commit(),
      ...(fields.crsaStoreId
        ? [
            unique
              .create({ ...crsaKey(companyId, fields.crsaStoreId), ownerId: item.locationId, companyId })
              .commit(),
          ]
        : []),
      entries.create(audit(by, "location.create", item, null, auditState(fields))).commit(),
    ])
    .go();
  if (result.canceled) throw new AppError("CONFLICT", locationMessages.crsaTaken);
  return toLocationSettings(item, company.timezone);
}

export async function updateLocation(input: UpdateLocationInput, by: AuditActor): Promise<LocationSettings> {
  const { companyId, locationId, ...raw } = ZUpdateLocationInput.parse(input);
  const item = await findLocation({ companyId, locationId });
  if (item.isHidden) throw invalid(locationMessages.hidden);
  const company = await getCompany(companyId);
  const fields = await checked(company, raw);
  await assertCrsaFree(companyId, fields.crsaStoreId, locationId);
  const before = fieldsOf(item, company.timezone);
  const oldCrsa = item.crsaStoreId ?? null;
  const crsaMoves = oldCrsa !== fields.crsaStoreId;
  const { set, remove } = stored(fields);
  const result = await service.transaction
    .write(({ location, unique, audit: entries }) => [
      location
        .patch({ companyId, locationId })
        .set({ ...set, updateDate: nowIso() })
        .remove(remove)
        .where(({ isHidden }, { eq }) => eq(isHidden, false))
        .commit(),
      ...(crsaMoves && oldCrsa ? [unique.delete(crsaKey(companyId, oldCrsa)).commit()] : []),
      ...(crsaMoves && fields.crsaStoreId
        ? [
            unique
              .create({ ...crsaKey(companyId, fields.crsaStoreId), ownerId: locationId, companyId })
              .commit(),
          ]
        : []),
      entries
        .create(
          audit(
            by,
            "location.update",
            { ...item, name: fields.name },
            auditState(before),
            auditState(fields),
          ),
        )
        .commit(),
    ])
    .go();
  if (result.canceled) {
    const [patch] = result.data;
    if (patch?.rejected) throw new AppError("NOT_FOUND", locationMessages.notFound);
    throw new AppError("CONFLICT", locationMessages.crsaTaken);
  }
  return getLocationSettings({ companyId, locationId });
}

/** dashboard.md 2: a hidden location leaves every picker; only the admin's Undelete brings it back. */
export async function hideLocation(key: LocationKey, by: AuditActor): Promise<LocationSettings> {
  const item = await findLocation(key);
  if (item.isHidden) throw invalid(locationMessages.hidden);
  const visible = (await companyLocations(item.companyId)).filter((location) => !location.isHidden);
  if (visible.length <= 1) throw invalid(locationMessages.lastLocation);
  const { companyId, locationId } = item;
  const result = await service.transaction
    .write(({ location, audit: entries }) => [
      location
        .patch({ companyId, locationId })
        .set({ isHidden: true, updateDate: nowIso() })
        .where(({ isHidden }, { eq }) => eq(isHidden, false))
        .commit(),
      entries.create(audit(by, "location.hide", item, { isHidden: false }, { isHidden: true })).commit(),
    ])
    .go();
  if (result.canceled) throw invalid(locationMessages.hidden);
  return getLocationSettings({ companyId, locationId });
}
