import { randomUUID } from "node:crypto";
import { Service } from "electrodb";
import { readItems } from "../catalog/product-store";
import { isConditionFailure } from "../db/conditions";
import { InventoryLog, ocsKeyOf, type InventoryLogItem } from "../inventory/inventory-log.entity";
import { recordOcsAttempt } from "./ocs-attempts";
import { ocsBatchSize, ocsClaimLeaseMs, ocsRetryDelayMs } from "./ocs-backoff";
import type { OcsClient, OcsCredentialsPlain } from "./ocs-client";
import { ocsEventTypeOf } from "./ocs-event-types";
import { ocsCodesOf, ocsReportableCheck } from "./ocs-products";
import type { OcsStore } from "./ocs-setup";
import type { OcsAttemptStatus } from "./ocs.schema";
import type { OcsEventsResponse, OcsWireEvent } from "./ocs-wire";

const outbox = new Service({ inventoryLog: InventoryLog });

type Key = Pick<InventoryLogItem, "companyId" | "locationId" | "createDate" | "logId">;
/** The outbox index's composites, named by every write that moves an entry in it. */
const outboxKey = (entry: InventoryLogItem) => ({ ocsCompanyId: entry.companyId, ocsKey: ocsKeyOf(entry) });

const keyOf = (entry: InventoryLogItem): Key => ({
  companyId: entry.companyId,
  locationId: entry.locationId,
  createDate: entry.createDate,
  logId: entry.logId,
});

async function storeEntries(
  store: OcsStore,
  state: "pending" | "claimed",
  max: number,
  due: (entry: InventoryLogItem) => boolean,
) {
  const found: InventoryLogItem[] = [];
  let cursor: string | null = null;
  do {
    const page: { data: InventoryLogItem[]; cursor: string | null } = await InventoryLog.query
      .ocsOutbox({ ocsCompanyId: store.location.companyId, ocsState: state })
      .begins({ ocsKey: `${store.location.locationId}#` })
      .go({ cursor, limit: 100 });
    found.push(...page.data.filter(due));
    cursor = page.cursor;
  } while (cursor && found.length < max);
  return found.slice(0, max);
}

async function productsOf(store: OcsStore, entries: readonly InventoryLogItem[]) {
  const ids = [...new Set(entries.map((entry) => entry.productId))];
  return new Map(
    (await readItems(store.location.companyId, ids)).map((product) => [product.productId, product]),
  );
}

/**
 * Claims due pending entries for one batch: each moves to "claimed" with the batch id only if it is still pending,
 * in one transaction, before anything is sent. A run that stops after the claim leaves the batch claimed; once its
 * lease passes the batch is sent again with the same event ids, which OCS accepts once.
 */
async function claimBatch(
  store: OcsStore,
  at: string,
): Promise<{ batchId: string; entries: InventoryLogItem[] } | null> {
  const due = await storeEntries(
    store,
    "pending",
    ocsBatchSize,
    (entry) => (entry.ocsNextAttemptAt ?? "") <= at,
  );
  if (due.length === 0) return null;
  const [products, reportable] = await Promise.all([
    productsOf(store, due),
    ocsReportableCheck(store.location.companyId),
  ]);
  const batchId = randomUUID();
  const entries = due.filter((entry) => reportable(products.get(entry.productId)));
  const result = await outbox.transaction
    .write(({ inventoryLog }) =>
      due.map((entry) =>
        inventoryLog
          .patch(keyOf(entry))
          .set(
            entries.includes(entry)
              ? { ...outboxKey(entry), ocsState: "claimed", ocsBatchId: batchId, ocsClaimedAt: at }
              : { ...outboxKey(entry), ocsState: "skipped" },
          )
          .where((attributes, { eq }) => eq(attributes.ocsState, "pending"))
          .commit(),
      ),
    )
    .go();
  if (result.canceled) return null;
  return { batchId, entries };
}

/** Claimed batches whose lease passed (their sender stopped between sending and recording the answer). */
async function staleBatches(store: OcsStore, at: string) {
  const cutoff = new Date(Date.parse(at) - ocsClaimLeaseMs).toISOString();
  const entries = await storeEntries(store, "claimed", 500, (entry) => (entry.ocsClaimedAt ?? "") <= cutoff);
  const batches = new Map<string, InventoryLogItem[]>();
  for (const entry of entries)
    batches.set(entry.ocsBatchId!, [...(batches.get(entry.ocsBatchId!) ?? []), entry]);
  const reclaimed: { batchId: string; entries: InventoryLogItem[] }[] = [];
  for (const [batchId, batch] of batches) {
    const result = await outbox.transaction
      .write(({ inventoryLog }) =>
        batch.map((entry) =>
          inventoryLog
            .patch(keyOf(entry))
            .set({ ...outboxKey(entry), ocsState: "claimed", ocsClaimedAt: at })
            .where(
              (attributes, { eq }) =>
                `${eq(attributes.ocsBatchId, batchId)} AND ${eq(attributes.ocsClaimedAt, entry.ocsClaimedAt!)}`,
            )
            .commit(),
        ),
      )
      .go();
    if (!result.canceled) reclaimed.push({ batchId, entries: batch });
  }
  return reclaimed;
}

/** The events as OCS wants them, with the products' OCS SKU and GTIN as they are now (a fixed product sends fixed data). */
export async function wireEvents(
  store: OcsStore,
  entries: readonly InventoryLogItem[],
): Promise<OcsWireEvent[]> {
  const products = await productsOf(store, entries);
  return entries.map((entry) => {
    return {
      eventId: entry.logId,
      ...ocsEventTypeOf(entry),
      occurredAt: entry.createDate,
      crsaStoreId: store.crsaStoreId,
      ...ocsCodesOf(products.get(entry.productId)),
      quantity: entry.quantityChange,
    };
  });
}

type Outcome =
  | { state: "accepted"; referenceId: string }
  | { state: "rejected"; reason: string }
  | { state: "retry"; delayMs: number };

async function settle(entry: InventoryLogItem, batchId: string, outcome: Outcome, at: string) {
  const attempts = (entry.ocsAttempts ?? 0) + 1;
  const patch = InventoryLog.patch(keyOf(entry)).set(outboxKey(entry));
  const updated =
    outcome.state === "accepted"
      ? patch.set({
          ocsState: "accepted",
          ocsReferenceId: outcome.referenceId,
          ocsSubmittedAt: at,
          ocsAttempts: attempts,
        })
      : outcome.state === "rejected"
        ? patch.set({ ocsState: "rejected", ocsError: outcome.reason, ocsAttempts: attempts })
        : patch.set({
            ocsState: "pending",
            ocsAttempts: attempts,
            ocsNextAttemptAt: new Date(Date.parse(at) + outcome.delayMs).toISOString(),
          });
  await updated
    .where(
      (attributes, { eq }) =>
        `${eq(attributes.ocsState, "claimed")} AND ${eq(attributes.ocsBatchId, batchId)}`,
    )
    .go()
    .catch((error: unknown) => {
      // Another run settled this batch meanwhile (its lease passed): its answer stands.
      if (!isConditionFailure(error)) throw error;
    });
}

function summarize(body: OcsEventsResponse): { status: OcsAttemptStatus; text: string } {
  const count = (status: string) => body.results.filter((result) => result.status === status).length;
  const accepted = count("accepted") + count("duplicate");
  const rejected = body.results.filter((result) => result.status === "rejected");
  const deferred = count("deferred");
  if (rejected.length === 0 && deferred === 0) return { status: "accepted", text: body.referenceId };
  const parts = [
    `referenceId ${body.referenceId}: ${accepted} accepted`,
    ...(rejected.length
      ? [`${rejected.length} rejected (${[...new Set(rejected.map((result) => result.reason))].join("; ")})`]
      : []),
    ...(deferred ? [`${deferred} not processed, sent again later`] : []),
  ];
  return { status: accepted > 0 ? "partially accepted" : "rejected", text: parts.join(", ") };
}

async function sendBatch(
  client: OcsClient,
  credentials: OcsCredentialsPlain,
  store: OcsStore,
  batch: { batchId: string; entries: InventoryLogItem[] },
  at: () => string,
) {
  const events = await wireEvents(store, batch.entries);
  const call = await client.submitEvents(credentials, store.hashKey, { batchId: batch.batchId, events });
  const settledAt = at();
  const rangeEnd = batch.entries.reduce(
    (end, entry) => (entry.createDate > end ? entry.createDate : end),
    "",
  );
  const base = {
    companyId: store.location.companyId,
    locationId: store.location.locationId,
    hashKey: store.hashKey,
    type: "submission event attempt" as const,
    rangeEnd,
    batchId: batch.batchId,
    eventCount: events.length,
  };
  if (call.kind !== "ok") {
    const delay = (entry: InventoryLogItem) =>
      call.kind === "rate-limited" ? call.retryAfterMs : ocsRetryDelayMs((entry.ocsAttempts ?? 0) + 1);
    await Promise.all(
      batch.entries.map((entry) =>
        settle(entry, batch.batchId, { state: "retry", delayMs: delay(entry) }, settledAt),
      ),
    );
    await recordOcsAttempt({
      ...base,
      status: call.kind === "rate-limited" ? "rate limited" : "failed",
      ocsResponse: call.message,
    });
    return { accepted: 0, rejected: 0, retry: events.length };
  }
  const results = new Map(call.body.results.map((result) => [result.eventId, result]));
  const tally = { accepted: 0, rejected: 0, retry: 0 };
  await Promise.all(
    batch.entries.map((entry) => {
      const result = results.get(entry.logId);
      const outcome: Outcome =
        result?.status === "accepted" || result?.status === "duplicate"
          ? { state: "accepted", referenceId: call.body.referenceId }
          : result?.status === "rejected"
            ? { state: "rejected", reason: result.reason ?? "Rejected by OCS" }
            : { state: "retry", delayMs: ocsRetryDelayMs((entry.ocsAttempts ?? 0) + 1) };
      tally[outcome.state] += 1;
      return settle(entry, batch.batchId, outcome, settledAt);
    }),
  );
  const summary = summarize(call.body);
  await recordOcsAttempt({ ...base, status: summary.status, ocsResponse: summary.text });
  return tally;
}

/** Sends a store's stale claimed batches again, then its due pending events, batch by batch (at most `maxBatches`). */
export async function submitStoreEvents(
  client: OcsClient,
  credentials: OcsCredentialsPlain,
  store: OcsStore,
  at: () => string,
  maxBatches = 20,
) {
  const totals = { batches: 0, accepted: 0, rejected: 0, retry: 0 };
  const add = (tally: { accepted: number; rejected: number; retry: number }) => {
    totals.batches += 1;
    totals.accepted += tally.accepted;
    totals.rejected += tally.rejected;
    totals.retry += tally.retry;
  };
  for (const batch of await staleBatches(store, at()))
    add(await sendBatch(client, credentials, store, batch, at));
  while (totals.batches < maxBatches) {
    const batch = await claimBatch(store, at());
    if (!batch) break;
    if (batch.entries.length === 0) continue;
    const tally = await sendBatch(client, credentials, store, batch, at);
    add(tally);
    if (tally.retry === batch.entries.length) break;
  }
  return totals;
}
