import { Service } from "electrodb";
import { AuditEntry } from "../audit/audit.entity";
import type { AuditActor } from "../audit/audit";
import { TaxGroupEntity } from "../catalog/tax-group.entity";
import { nowIso } from "../common/clock";
import { AppError } from "../common/errors";
import { Unique } from "../db/unique.entity";
import { getCompany, newLocationItem } from "./company";
import { Location, type LocationItem } from "./company.entity";
import {
  assertCrsaFree,
  auditState,
  checked,
  companyLocations,
  crsaKey,
  fieldsOf,
  findLocation,
  invalid,
  locationAudit,
  stored,
  toLocationSettings,
} from "./location-rules";
import {
  locationMessages,
  ZAddLocationInput,
  ZLocationListInput,
  ZUpdateLocationInput,
  type AddLocationInput,
  type LocationKey,
  type LocationListInput,
  type LocationSettings,
  type LocationSettingsPage,
  type UpdateLocationInput,
} from "./location.schema";

const service = new Service({ location: Location, unique: Unique, audit: AuditEntry });

export async function listLocationSettings(input: LocationListInput): Promise<LocationSettingsPage> {
  const { companyId, offset, limit } = ZLocationListInput.parse(input);
  const company = await getCompany(companyId);
  const all = await companyLocations(companyId);
  const visible = all.filter((item) => !item.isHidden);
  const ordered = [...visible, ...all.filter((item) => item.isHidden)];
  return {
    items: ordered.slice(offset, offset + limit).map((item) => toLocationSettings(item, company.timezone)),
    total: ordered.length,
    visible: visible.length,
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
      entries.create(locationAudit(by, "location.create", item, null, auditState(fields))).commit(),
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
          locationAudit(
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
    if (patch?.rejected) {
      // Hidden since it was read, or gone (findLocation answers NOT_FOUND then).
      await findLocation({ companyId, locationId });
      throw invalid(locationMessages.hidden);
    }
    throw new AppError("CONFLICT", locationMessages.crsaTaken);
  }
  return getLocationSettings({ companyId, locationId });
}

/** dashboard.md 2: a hidden location leaves every picker; only the admin's Undelete brings it back. */
export async function hideLocation(key: LocationKey, by: AuditActor): Promise<LocationSettings> {
  const item = await findLocation(key);
  if (item.isHidden) throw invalid(locationMessages.hidden);
  const { companyId, locationId } = item;
  const visible = (await companyLocations(companyId)).filter((location) => !location.isHidden);
  const other = visible.find((location) => location.locationId !== locationId);
  if (!other) throw invalid(locationMessages.lastLocation);
  const result = await service.transaction
    .write(({ location, audit: entries }) => [
      location
        .patch({ companyId, locationId })
        .set({ isHidden: true, updateDate: nowIso() })
        .where(({ isHidden }, { eq }) => eq(isHidden, false))
        .commit(),
      // Another location stays visible: two hides at once can't take the last two.
      location
        .check({ companyId, locationId: other.locationId })
        .where(({ isHidden }, { eq }) => eq(isHidden, false))
        .commit(),
      entries
        .create(locationAudit(by, "location.hide", item, { isHidden: false }, { isHidden: true }))
        .commit(),
    ])
    .go();
  if (result.canceled) {
    const [patch] = result.data;
    throw invalid(patch?.rejected ? locationMessages.hidden : locationMessages.lastLocation);
  }
  return getLocationSettings({ companyId, locationId });
}
