import { readItems } from "../catalog/product-store";
import { stockAtDate } from "../inventory/stock-at-date";
import { recordOcsAttempt } from "./ocs-attempts";
import { ocsRetryDelayMs } from "./ocs-backoff";
import type { OcsClient, OcsCredentialsPlain } from "./ocs-client";
import { OcsPosition, type OcsPositionItem } from "./ocs.entity";
import { endOfLocalDay, positionDays } from "./ocs-days";
import { ocsCodesOf, ocsReportableCheck } from "./ocs-products";
import type { OcsStore } from "./ocs-setup";
import type { OcsPositionItem as WireItem } from "./ocs-wire";

/** The on-hand per product at the end of the day, from the ledger (lots summed: OCS counts per product). */
async function positionItems(store: OcsStore, endsAt: string): Promise<WireItem[]> {
  const { companyId, locationId } = store.location;
  const stock = await stockAtDate(companyId, locationId, new Date(Date.parse(endsAt) - 1).toISOString());
  const totals = new Map<string, number>();
  for (const row of stock.rows) totals.set(row.productId, (totals.get(row.productId) ?? 0) + row.quantity);
  const [items, reportable] = await Promise.all([
    readItems(companyId, [...totals.keys()]),
    ocsReportableCheck(companyId),
  ]);
  const products = new Map(items.map((item) => [item.productId, item]));
  return [...totals]
    .filter(([productId]) => reportable(products.get(productId)))
    .map(([productId, quantity]) => ({ ...ocsCodesOf(products.get(productId)), quantity }));
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
