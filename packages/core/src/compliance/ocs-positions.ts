import { readItems } from "../catalog/product-store";
import { localTime } from "../discounts/local-time";
import { stockAtDate } from "../inventory/stock-at-date";
import { recordOcsAttempt } from "./ocs-attempts";
import { ocsRetryDelayMs } from "./ocs-backoff";
import type { OcsClient, OcsCredentialsPlain } from "./ocs-client";
import { OcsPosition, type OcsPositionItem } from "./ocs.entity";
import { isOcsReportable } from "./ocs-products";
import type { OcsStore } from "./ocs-setup";
import type { OcsPositionItem as WireItem } from "./ocs-wire";

/** Positions older than this are not sent by a run (a store set up long ago starts at its set-up day anyway). */
const maxDaysBack = 31;

const addDays = (date: string, days: number): string => {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
};

/** The moment a local day ends (the next local midnight) in UTC, across daylight-saving changes. */
export function endOfLocalDay(date: string, timeZone: string): string {
  const next = addDays(date, 1);
  let guess = Date.parse(`${next}T00:00:00Z`);
  for (let round = 0; round < 3; round += 1) {
    const local = localTime(new Date(guess), timeZone);
    const shownAt = Date.parse(`${local.date}T00:00:00Z`) + local.minutes * 60_000;
    guess -= shownAt - Date.parse(`${next}T00:00:00Z`);
  }
  return new Date(guess).toISOString();
}

/** The store's days from its set-up day to yesterday (local) that still need a position, oldest first. */
export function positionDays(since: string, at: Date, timeZone: string): string[] {
  const today = localTime(at, timeZone).date;
  const first = localTime(new Date(since), timeZone).date;
  const start = [first, addDays(today, -maxDaysBack)].sort()[1]!;
  const days: string[] = [];
  for (let day = start; day < today; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The on-hand per product at the end of the day, from the ledger (lots summed: OCS counts per product). */
async function positionItems(store: OcsStore, endsAt: string): Promise<WireItem[]> {
  const { companyId, locationId } = store.location;
  const stock = await stockAtDate(companyId, locationId, new Date(Date.parse(endsAt) - 1).toISOString());
  const totals = new Map<string, number>();
  for (const row of stock.rows) totals.set(row.productId, (totals.get(row.productId) ?? 0) + row.quantity);
  const products = new Map(
    (await readItems(companyId, [...totals.keys()])).map((item) => [item.productId, item]),
  );
  return [...totals]
    .filter(([productId]) => isOcsReportable(products.get(productId)))
    .map(([productId, quantity]) => ({
      sku: products.get(productId)?.sku ?? null,
      gtin: products.get(productId)?.gtin ?? null,
      quantity,
    }));
}

/** Submits the store's due daily positions (each accepted once: its id is the store and day). */
export async function submitStorePositions(
  client: OcsClient,
  credentials: OcsCredentialsPlain,
  store: OcsStore,
  timeZone: string,
  at: () => string,
) {
  const { companyId, locationId } = store.location;
  const tally = { accepted: 0, retry: 0 };
  const since = store.location.ocsSince;
  if (!since) return tally;
  const recorded = new Map(
    (await OcsPosition.query.byStore({ companyId, locationId }).go({ pages: "all" })).data.map((item) => [
      item.date,
      item,
    ]),
  );
  for (const date of positionDays(since, new Date(at()), timeZone)) {
    const existing: OcsPositionItem | undefined = recorded.get(date);
    if (existing?.state === "accepted" || (existing && existing.nextAttemptAt > at())) continue;
    const endsAt = endOfLocalDay(date, timeZone);
    const items = await positionItems(store, endsAt);
    const call = await client.submitPosition(credentials, store.hashKey, {
      positionId: `${locationId}:${date}`,
      crsaStoreId: store.crsaStoreId,
      date,
      items,
    });
    const attempts = (existing?.attempts ?? 0) + 1;
    const settledAt = at();
    const accepted = call.kind === "ok" && call.body.status !== "rejected";
    const text =
      call.kind !== "ok"
        ? call.message
        : accepted
          ? call.body.referenceId
          : `referenceId ${call.body.referenceId}: ${call.body.reason ?? "rejected"}`;
    await OcsPosition.put({
      companyId,
      locationId,
      date,
      state: accepted ? "accepted" : call.kind === "ok" ? "rejected" : "pending",
      attempts,
      nextAttemptAt: accepted
        ? settledAt
        : new Date(
            Date.parse(settledAt) +
              (call.kind === "rate-limited" ? call.retryAfterMs : ocsRetryDelayMs(attempts)),
          ).toISOString(),
      itemCount: items.length,
      ...(accepted && call.kind === "ok"
        ? { referenceId: call.body.referenceId, submittedAt: settledAt }
        : { error: text }),
    }).go();
    await recordOcsAttempt({
      companyId,
      locationId,
      hashKey: store.hashKey,
      type: "submission position attempt",
      status: accepted
        ? "accepted"
        : call.kind === "rate-limited"
          ? "rate limited"
          : call.kind === "ok"
            ? "rejected"
            : "failed",
      ocsResponse: text,
      rangeEnd: endsAt,
      batchId: `${locationId}:${date}`,
      eventCount: items.length,
    });
    if (accepted) tally.accepted += 1;
    else {
      tally.retry += 1;
      if (call.kind !== "ok") break;
    }
  }
  return tally;
}
