import { Service } from "electrodb";
import { AuditEntry } from "../audit/audit.entity";
import { auditEntry, systemActor, type AuditActor } from "../audit/audit";
import { nowIso } from "../common/clock";
import { AppError } from "../common/errors";
import { openSecret, sealSecret } from "../common/secret-box";
import { Company, Location, type CompanyItem, type LocationItem } from "../company/company.entity";
import { readInventoryCompany } from "../inventory/stock-targets";
import { OcsCredentials } from "./ocs.entity";
import {
  ocsMessages,
  ZSetOcsCredentialsInput,
  ZSetOcsStoreInput,
  type OcsSetupView,
  type OcsStoreSetup,
  type SetOcsCredentialsInput,
  type SetOcsStoreInput,
} from "./ocs.schema";
import type { OcsCredentialsPlain } from "./ocs-client";

const ontario = "ON";

/** A store reports to the OCS when it is in Ontario and has its CRSA store id and OCS hash key. */
const reportsToOcs = (location: LocationItem): boolean =>
  location.province === ontario && Boolean(location.crsaStoreId) && Boolean(location.ocsHashKey);

export async function companyLocations(companyId: number): Promise<LocationItem[]> {
  return (await Location.query.byCompany({ companyId }).go({ pages: "all" })).data;
}

/** A compliance-on store: the flag is on and the store reports (docs/compliance-ocs.md). */
export interface OcsStore {
  location: LocationItem;
  hashKey: string;
  crsaStoreId: string;
}

export function ocsStoresOf(company: CompanyItem, locations: readonly LocationItem[]): OcsStore[] {
  if (company.featureFlags.ocsCompliance !== true) return [];
  return locations
    .filter(reportsToOcs)
    .map((location) => ({ location, hashKey: location.ocsHashKey!, crsaStoreId: location.crsaStoreId! }));
}

const setupStore = (company: CompanyItem, location: LocationItem): OcsStoreSetup => ({
  locationId: location.locationId,
  name: location.name,
  province: location.province ?? null,
  crsaStoreId: location.crsaStoreId ?? null,
  hashKey: location.ocsHashKey ?? null,
  complianceOn: company.featureFlags.ocsCompliance === true && reportsToOcs(location),
});

export async function getOcsSetup(companyId: number): Promise<OcsSetupView> {
  const [company, locations, credentials] = await Promise.all([
    readInventoryCompany(companyId),
    companyLocations(companyId),
    OcsCredentials.get({ companyId }).go(),
  ]);
  return {
    companyId,
    companyName: company.name,
    province: company.province,
    flagOn: company.featureFlags.ocsCompliance === true,
    credentialsSet: credentials.data !== null,
    credentialsUpdatedAt: credentials.data?.updateDate ?? null,
    stores: locations
      .filter((location) => !location.isHidden)
      .map((location) => setupStore(company, location)),
  };
}

const audited = new Service({ location: Location, company: Company, audit: AuditEntry });

/**
 * Sets or clears a store's OCS hash key, and the company's list of reporting stores with it (the ledger reads the
 * list with the company, so every writer marks its entries without a read of its own).
 */
export async function setOcsStore(
  input: SetOcsStoreInput,
  by: AuditActor = systemActor,
): Promise<OcsStoreSetup> {
  const { companyId, locationId, hashKey } = ZSetOcsStoreInput.parse(input);
  const [company, locations] = await Promise.all([
    readInventoryCompany(companyId),
    companyLocations(companyId),
  ]);
  const location = locations.find((candidate) => candidate.locationId === locationId);
  if (!location) throw new AppError("NOT_FOUND", "Location not found");
  if (hashKey !== null) {
    if (location.province !== ontario) throw new AppError("INVALID_INPUT", ocsMessages.notOntario);
    if (!location.crsaStoreId) throw new AppError("INVALID_INPUT", ocsMessages.noCrsa);
    if (locations.some((other) => other.locationId !== locationId && other.ocsHashKey === hashKey))
      throw new AppError("CONFLICT", ocsMessages.hashKeyTaken);
  }
  const after: LocationItem = { ...location, ocsHashKey: hashKey ?? undefined };
  const reporting = locations
    .map((candidate) => (candidate.locationId === locationId ? after : candidate))
    .filter(reportsToOcs)
    .map((candidate) => candidate.locationId);
  const at = nowIso();
  const entry = auditEntry(by, {
    companyId,
    action: "compliance.ocsStore",
    targetId: locationId,
    targetLabel: location.name,
    before: { hashKey: location.ocsHashKey ?? null },
    after: { hashKey },
  });
  const result = await audited.transaction
    .write(({ location: locationOps, company: companyOps, audit }) => [
      hashKey === null
        ? locationOps.patch({ companyId, locationId }).remove(["ocsHashKey"]).commit()
        : locationOps
            .patch({ companyId, locationId })
            .set({ ocsHashKey: hashKey, ...(location.ocsHashKey === hashKey ? {} : { ocsSince: at }) })
            .commit(),
      companyOps.patch({ companyId }).set({ ocsLocationIds: reporting }).commit(),
      audit.create(entry).commit(),
    ])
    .go();
  if (result.canceled) throw new AppError("CONFLICT", "The store changed meanwhile; please try again.");
  return setupStore(company, after);
}

/** Stores the company's OCS client credentials sealed; they are never read back to a browser. */
export async function setOcsCredentials(
  input: SetOcsCredentialsInput,
  by: AuditActor = systemActor,
): Promise<void> {
  const { companyId, clientId, clientSecret } = ZSetOcsCredentialsInput.parse(input);
  await readInventoryCompany(companyId);
  const entry = auditEntry(by, {
    companyId,
    action: "compliance.ocsCredentials",
    targetId: String(companyId),
    targetLabel: "OCS client credentials",
    before: null,
    after: { replaced: true },
  });
  const credentialsService = new Service({ credentials: OcsCredentials, audit: AuditEntry });
  await credentialsService.transaction
    .write(({ credentials, audit }) => [
      credentials
        .put({
          companyId,
          clientIdSealed: sealSecret(clientId),
          clientSecretSealed: sealSecret(clientSecret),
          updateDate: nowIso(),
          updatedBy: by.email,
        })
        .commit(),
      audit.create(entry).commit(),
    ])
    .go();
}

/** The credentials, opened, for the submission job only. */
export async function readOcsCredentials(companyId: number): Promise<OcsCredentialsPlain | null> {
  const item = (await OcsCredentials.get({ companyId }).go()).data;
  if (!item) return null;
  return { clientId: openSecret(item.clientIdSealed), clientSecret: openSecret(item.clientSecretSealed) };
}

/** admin.md 7: the hash keys of a tenant's stores (the attempts log's CRSA key choice). */
export async function ocsHashKeys(companyId: number) {
  return (await companyLocations(companyId))
    .filter((location) => location.ocsHashKey)
    .map((location) => ({
      hashKey: location.ocsHashKey!,
      crsaStoreId: location.crsaStoreId ?? null,
      locationName: location.name,
    }));
}
