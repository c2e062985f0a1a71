import { now, nowIso } from "../../common/clock";
import { AppError } from "../../common/errors";
import { getCompany, listLocations } from "../../company/company";
import { queryPage, type Page } from "../../db/pagination";
import { localDay } from "../../payments/payment-lists.schema";
import { addDays } from "../../reports/report-days";
import { readRollups, sumRollups, totalOf } from "../../reports/rollup-query";
import type { RollupRow } from "../../reports/reports.schema";
import { connectionsOf, recordFailure, recordSuccess } from "../integration-health";
import type { IntegrationConnectionItem } from "../integration-connection.entity";
import { qbClient } from "./qb-oauth";
import { dayJournal, journalEntryOf } from "./qb-journal";
import { withQbToken } from "./qb-session";
import { accountMapOf, requireQb } from "./qb-settings";
import { QbSyncDay, type QbSyncDayItem } from "./qb.entity";
import {
  qbMessages,
  ZQbLogInput,
  ZQbSyncInput,
  type QbDayAmounts,
  type QbLogInput,
  type QbSyncInput,
  type QbSyncRow,
} from "./qb.schema";

const toRow = (item: QbSyncDayItem): QbSyncRow => ({
  day: item.day,
  status: item.status,
  amounts: (item.amounts as QbDayAmounts | undefined) ?? null,
  journalEntryId: item.journalEntryId ?? null,
  error: item.error ?? null,
  attempts: item.attempts,
  updatedAt: item.updatedAt,
});

async function companyToday(companyId: number): Promise<string> {
  const company = await getCompany(companyId);
  return localDay(now(), company.timezone);
}

/** The day's rollup rows of every location of the company (100 locations a read). */
async function dayRows(
  companyId: number,
  day: string,
  dimension: "day" | "paymentType",
): Promise<RollupRow[]> {
  const locationIds = (await listLocations(companyId)).map((location) => location.id);
  const rows: RollupRow[] = [];
  for (let index = 0; index < locationIds.length; index += 100)
    rows.push(
      ...(await readRollups({
        companyId,
        locationIds: locationIds.slice(index, index + 100),
        from: day,
        to: day,
        dimension,
      })),
    );
  return rows;
}

const requestIdOf = (companyId: number, day: string) => `greenline-${companyId}-${day}`;

async function syncDay(connection: IntegrationConnectionItem, day: string): Promise<QbSyncRow> {
  const { companyId } = connection;
  const map = accountMapOf(connection);
  if (!map) throw new AppError("INVALID_INPUT", qbMessages.unmapped);
  const existing = (await QbSyncDay.get({ companyId, day }).go({ consistent: true })).data;
  if (existing?.status === "synced") return toRow(existing);
  const [days, tenders] = await Promise.all([
    dayRows(companyId, day, "day"),
    dayRows(companyId, day, "paymentType"),
  ]);
  const byTender = new Map([...sumRollups(tenders, (row) => row.key)].map(([key, row]) => [key, row.amount]));
  const journal = dayJournal(totalOf(days), byTender, map);
  const attempts = (existing?.attempts ?? 0) + 1;
  const base = { companyId, day, attempts, updatedAt: nowIso() };
  if (!journal) {
    const item = await QbSyncDay.put({ ...base, status: "skipped", error: qbMessages.noSales }).go();
    await recordSuccess(companyId, "quickBooks");
    return toRow(item.data);
  }
  const api = qbClient();
  const result = await withQbToken(connection, (realmId, token) =>
    api.createJournalEntry(realmId, token, journalEntryOf(day, journal), requestIdOf(companyId, day)),
  );
  if (result.kind === "ok") {
    const item = await QbSyncDay.put({
      ...base,
      status: "synced",
      amounts: journal.amounts,
      journalEntryId: result.body.JournalEntry.Id,
    }).go();
    await recordSuccess(companyId, "quickBooks", { synced: 1 });
    return toRow(item.data);
  }
  const item = await QbSyncDay.put({
    ...base,
    status: "failed",
    amounts: journal.amounts,
    error: result.message,
  }).go();
  await recordFailure(companyId, "quickBooks", `${day}: ${result.message}`);
  return toRow(item.data);
}

/**
 * main/sync "Sync now": one ended local day's sales as one journal entry. Idempotent per day: a synced day is
 * answered from its log, and QuickBooks dedupes the request id, so two syncs at once make one entry.
 */
export async function syncQbDay(input: QbSyncInput): Promise<QbSyncRow> {
  const { companyId, day } = ZQbSyncInput.parse(input);
  const connection = await requireQb(companyId);
  if (day >= (await companyToday(companyId))) throw new AppError("INVALID_INPUT", qbMessages.notClosed);
  return syncDay(connection, day);
}

/** The sync log, newest day first. */
export async function qbSyncLog(input: QbLogInput): Promise<Page<QbSyncRow>> {
  const { companyId, limit, lastEvaluatedKey } = ZQbLogInput.parse(input);
  return queryPage(
    QbSyncDay.query.byCompany({ companyId }).params({ order: "desc" }),
    (items) => QbSyncDay.parse({ Items: items }).data.map(toRow),
    { limit, lastEvaluatedKey },
  );
}

/** How far back the daily job catches up on days not yet synced. */
const catchUpDays = 7;

/**
 * The scheduled daily sync: for each mapped connection, every ended day from the day before it connected (at most
 * a week back) that has no synced or empty entry yet. Failed days are retried on the next run.
 */
export async function runQbDailySync(): Promise<{ companies: number; synced: number; failed: number }> {
  const totals = { companies: 0, synced: 0, failed: 0 };
  for (const connection of await connectionsOf("quickBooks")) {
    if (!accountMapOf(connection)) continue;
    totals.companies += 1;
    try {
      const today = await companyToday(connection.companyId);
      const connectedDay = addDays(connection.connectedAt.slice(0, 10), -1);
      const first = [addDays(today, -catchUpDays), connectedDay].sort()[1]!;
      const logged = await QbSyncDay.query
        .byCompany({ companyId: connection.companyId })
        .gte({ day: first })
        .go({ pages: "all" });
      const done = new Set(logged.data.filter((row) => row.status !== "failed").map((row) => row.day));
      for (let day = first; day < today; day = addDays(day, 1)) {
        if (done.has(day)) continue;
        const row = await syncDay(connection, day);
        if (row.status === "failed") {
          totals.failed += 1;
          break;
        }
        if (row.status === "synced") totals.synced += 1;
      }
    } catch (error) {
      totals.failed += 1;
      await recordFailure(
        connection.companyId,
        "quickBooks",
        error instanceof Error ? error.message : String(error),
      );
    }
  }
  return totals;
}
