import { randomUUID } from "node:crypto";
import type { UserAccess } from "../auth/access";
import { now } from "../common/clock";
import { AppError } from "../common/errors";
import {
  advancedLimits,
  advancedMessages,
  ZAdvancedDefinition,
  type SaveAdvancedReport,
  type SavedAdvancedReport,
} from "./advanced-report.schema";
import { reportLocations } from "./report-locations";
import { SavedReport, type SavedReportItem } from "./saved-report.entity";

export interface SavedReportOwner {
  access: UserAccess;
  companyId: number;
  userId: string;
}

const toView = (item: SavedReportItem): SavedAdvancedReport => ({
  id: item.reportId,
  name: item.name,
  definition: ZAdvancedDefinition.parse(JSON.parse(item.definition)),
  updateDate: item.updateDate,
});

/** Saving and reading definitions needs CAN_VIEW_REPORTS at some location (or the company). */
async function assertReporter(owner: SavedReportOwner): Promise<void> {
  const locations = await reportLocations(owner.access, owner.companyId, "CAN_VIEW_REPORTS");
  if (locations.length === 0) throw new AppError("FORBIDDEN", advancedMessages.noReports);
}

export async function listSavedReports(owner: SavedReportOwner): Promise<SavedAdvancedReport[]> {
  await assertReporter(owner);
  const result = await SavedReport.query
    .byUser({ companyId: owner.companyId, userId: owner.userId })
    .go({ pages: "all" });
  return result.data.map(toView).sort((a, b) => a.name.localeCompare(b.name));
}

async function ownedItem(owner: SavedReportOwner, reportId: string): Promise<SavedReportItem> {
  const item = (await SavedReport.get({ companyId: owner.companyId, userId: owner.userId, reportId }).go())
    .data;
  if (!item) throw new AppError("NOT_FOUND", advancedMessages.notFound);
  return item;
}

/** Creates a saved report, or replaces the name and definition of one of the user's own (404 otherwise). */
export async function saveReport(
  owner: SavedReportOwner,
  input: SaveAdvancedReport,
): Promise<SavedAdvancedReport> {
  await assertReporter(owner);
  const at = now().toISOString();
  const definition = JSON.stringify(ZAdvancedDefinition.parse(input.definition));
  if (input.reportId) {
    const existing = await ownedItem(owner, input.reportId);
    const item = { ...existing, name: input.name, definition, updateDate: at };
    await SavedReport.put(item).go();
    return toView(item);
  }
  const count = (
    await SavedReport.query.byUser({ companyId: owner.companyId, userId: owner.userId }).go({ pages: "all" })
  ).data.length;
  if (count >= advancedLimits.saved) throw new AppError("INVALID_INPUT", advancedMessages.tooMany);
  const item: SavedReportItem = {
    companyId: owner.companyId,
    userId: owner.userId,
    reportId: `r_${randomUUID().replaceAll("-", "").slice(0, 16)}`,
    name: input.name,
    definition,
    createDate: at,
    updateDate: at,
  };
  await SavedReport.create(item).go();
  return toView(item);
}

export async function deleteSavedReport(owner: SavedReportOwner, reportId: string): Promise<void> {
  await assertReporter(owner);
  await ownedItem(owner, reportId);
  await SavedReport.delete({ companyId: owner.companyId, userId: owner.userId, reportId }).go();
}
