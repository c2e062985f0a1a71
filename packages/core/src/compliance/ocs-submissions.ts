import { readItems } from "../catalog/product-store";
import { nowIso } from "../common/clock";
import { AppError } from "../common/errors";
import { isConditionFailure } from "../db/conditions";
import { InventoryLog, ocsKeyOf, type InventoryLogItem } from "../inventory/inventory-log.entity";
import type { OcsState } from "../inventory/inventory-log.schema";
import { readInventoryCompany } from "../inventory/stock-targets";
import { OcsAttempt, OcsPosition } from "./ocs.entity";
import { ocsEventTypeOf } from "./ocs-event-types";
import { ocsCodesOf } from "./ocs-products";
import { OcsClient } from "./ocs-client";
import { submitStoreEvents } from "./ocs-event-batches";
import { companyLocations, ocsStoresOf, readOcsCredentials, type OcsStore } from "./ocs-setup";
import {
  ocsMessages,
  ZOcsEventRef,
  type OcsEventRef,
  type OcsRejectedEvent,
  type OcsStoreStatus,
  type OcsSubmissionsView,
} from "./ocs.schema";

/** The Ontario compliance view is for Ontario companies (admin.md 6); the flag and permission are the tier's. */
export async function assertOntarioCompany(companyId: number): Promise<void> {
  const company = await readInventoryCompany(companyId);
  if (company.province !== "ON") throw new AppError("FORBIDDEN", ocsMessages.notOntarioCompany);
}

async function outboxEntries(companyId: number, state: "pending" | "rejected"): Promise<InventoryLogItem[]> {
  return (
    await InventoryLog.query.ocsOutbox({ ocsCompanyId: companyId, ocsState: state }).go({ pages: "all" })
  ).data;
}

async function storeStatus(store: OcsStore, pending: number, rejected: number): Promise<OcsStoreStatus> {
  const { companyId, locationId } = store.location;
  const [attempt, position] = await Promise.all([
    OcsAttempt.query
      .byStore({ companyId, hashKey: store.hashKey, type: "submission event attempt" })
      .go({ order: "desc", limit: 1 }),
    OcsPosition.query
      .byStore({ companyId, locationId })
      .where(({ state }, { eq }) => eq(state, "accepted"))
      .go({ order: "desc", pages: "all" }),
  ]);
  const last = attempt.data[0];
  return {
    locationId,
    name: store.location.name,
    crsaStoreId: store.crsaStoreId,
    hashKey: store.hashKey,
    pending,
    rejected,
    lastAttempt: last
      ? { status: last.status, createDate: last.createDate, ocsResponse: last.ocsResponse }
      : null,
    lastPositionDate: position.data[0]?.date ?? null,
  };
}

/** Submission status per compliance-on store, and the rejected events waiting for their product to be fixed. */
export async function ocsSubmissions(companyId: number): Promise<OcsSubmissionsView> {
  const [company, locations, pending, rejected] = await Promise.all([
    readInventoryCompany(companyId),
    companyLocations(companyId),
    outboxEntries(companyId, "pending"),
    outboxEntries(companyId, "rejected"),
  ]);
  const count = (entries: InventoryLogItem[], locationId: string) =>
    entries.filter((entry) => entry.locationId === locationId).length;
  const stores = await Promise.all(
    ocsStoresOf(company, locations).map((store) =>
      storeStatus(
        store,
        count(pending, store.location.locationId),
        count(rejected, store.location.locationId),
      ),
    ),
  );
  const products = new Map(
    (await readItems(companyId, [...new Set(rejected.map((entry) => entry.productId))])).map((item) => [
      item.productId,
      item,
    ]),
  );
  const names = new Map(locations.map((location) => [location.locationId, location.name]));
  const rejectedEvents: OcsRejectedEvent[] = rejected
    .sort((a, b) => b.createDate.localeCompare(a.createDate))
    .map((entry) => {
      const product = products.get(entry.productId);
      const type = ocsEventTypeOf(entry);
      return {
        eventId: entry.logId,
        locationId: entry.locationId,
        locationName: names.get(entry.locationId) ?? entry.locationId,
        productId: entry.productId,
        productName: product?.name ?? "Deleted product",
        ...ocsCodesOf(product),
        eventType: type.adjustmentType ? `${type.eventType}: ${type.adjustmentType}` : type.eventType,
        quantity: entry.quantityChange,
        createDate: entry.createDate,
        reason: entry.ocsError ?? "Rejected by OCS",
      };
    });
  return { stores, rejected: rejectedEvents };
}

/**
 * Queues a rejected event again and, when the OCS API is configured, sends the store's due events at once (else the
 * job does): with its product's SKU and GTIN as they are now. OCS accepts an event id once, and a rejected one was
 * never accepted, so it is still never accepted twice. Returns where the event is afterwards.
 */
export async function resubmitOcsEvent(
  input: OcsEventRef,
): Promise<{ state: OcsState; reason: string | null }> {
  const { companyId, locationId, eventId, createDate } = ZOcsEventRef.parse(input);
  const key = { companyId, locationId, createDate, logId: eventId };
  await InventoryLog.patch(key)
    .set({
      ocsState: "pending",
      ocsCompanyId: companyId,
      ocsKey: ocsKeyOf({ locationId, createDate, logId: eventId }),
      ocsNextAttemptAt: nowIso(),
    })
    .remove(["ocsError"])
    .where(({ ocsState }, { eq }) => eq(ocsState, "rejected"))
    .go()
    .catch((error: unknown) => {
      if (isConditionFailure(error)) throw new AppError("INVALID_INPUT", ocsMessages.notRejected);
      throw error;
    });
  await sendStoreNow(companyId, locationId);
  const entry = (await InventoryLog.get(key).go({ consistent: true })).data;
  return {
    state: entry?.ocsState ?? "pending",
    reason: entry?.ocsState === "rejected" ? (entry.ocsError ?? null) : null,
  };
}

async function sendStoreNow(companyId: number, locationId: string): Promise<void> {
  if (!process.env.OCS_API_URL) return;
  const [company, locations, credentials] = await Promise.all([
    readInventoryCompany(companyId),
    companyLocations(companyId),
    readOcsCredentials(companyId),
  ]);
  const store = ocsStoresOf(company, locations).find(
    (candidate) => candidate.location.locationId === locationId,
  );
  if (store && credentials) await submitStoreEvents(new OcsClient(), credentials, store, nowIso, 1);
}
