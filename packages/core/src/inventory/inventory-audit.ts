import { CategoryEntity } from "../catalog/category.entity";
import { nowIso } from "../common/clock";
import { AppError } from "../common/errors";
import { isConditionFailure } from "../db/conditions";
import { nextId } from "../db/counters";
import { queryPage, type Page } from "../db/pagination";
import { InventoryAudit, type InventoryAuditItem } from "./inventory-audit.entity";
import {
  auditMessages,
  ZAuditRef,
  ZListAuditsInput,
  ZStartAuditInput,
  type AuditRef,
  type AuditView,
  type ListAuditsInput,
  type StartAuditInput,
} from "./inventory-audit.schema";
import type { LedgerActor } from "./inventory-log.schema";
import { assertLocations } from "./stock-targets";

export const toAuditView = (item: InventoryAuditItem): AuditView => ({
  id: item.auditId,
  number: item.number,
  title: item.title,
  locationId: item.locationId,
  notes: item.notes ?? null,
  categoryId: item.categoryId ?? null,
  status: item.status,
  mode: item.mode ?? null,
  zeroUncounted: item.zeroUncounted,
  createdBy: { id: item.createdById, name: item.createdByName },
  createDate: item.createDate,
  completeDate: item.completeDate ?? null,
  countedLines: item.countedLines,
  varianceUnits: item.varianceUnits ?? null,
  varianceValue: item.varianceValue ?? null,
});

/** The audit a request names, at the location it names (another location's or company's audit is not found). */
export async function readAudit(ref: AuditRef): Promise<InventoryAuditItem> {
  const { companyId, locationId, auditId } = ZAuditRef.parse(ref);
  const { data } = await InventoryAudit.get({ companyId, auditId }).go({ consistent: true });
  if (!data || data.locationId !== locationId) throw new AppError("NOT_FOUND", auditMessages.notFound);
  return data;
}

export async function startAudit(input: StartAuditInput, actor: LedgerActor): Promise<AuditView> {
  const data = ZStartAuditInput.parse(input);
  const { companyId, locationId, categoryId } = data;
  await assertLocations(companyId, [locationId]);
  if (categoryId && !(await CategoryEntity.get({ companyId, categoryId }).go()).data)
    throw new AppError("INVALID_INPUT", auditMessages.unknownCategory);
  const number = await nextId(`inventoryAudit#${companyId}`);
  const at = nowIso();
  const item: InventoryAuditItem = {
    companyId,
    auditId: String(number),
    number,
    title: data.title,
    locationId,
    notes: data.notes ?? undefined,
    categoryId: categoryId ?? undefined,
    status: "inProgress",
    zeroUncounted: false,
    createdById: actor.id,
    createdByName: actor.name,
    createDate: at,
    updateDate: at,
    countedLines: 0,
  };
  await InventoryAudit.create(item).go();
  return toAuditView(item);
}

/** A location's audits, newest first. */
export async function listAudits(input: ListAuditsInput): Promise<Page<AuditView>> {
  const { companyId, locationId, limit, lastEvaluatedKey } = ZListAuditsInput.parse(input);
  return queryPage(
    InventoryAudit.query.byLocation({ companyId, locationId }).params({ order: "desc" }),
    (items) => InventoryAudit.parse({ Items: items }).data.map(toAuditView),
    { limit, lastEvaluatedKey },
  );
}

/** Cancels an audit in progress: nothing is adjusted; its counts stay readable. */
export async function cancelAudit(ref: AuditRef): Promise<AuditView> {
  const audit = await readAudit(ref);
  if (audit.status !== "inProgress") throw new AppError("INVALID_INPUT", auditMessages.closed);
  const at = nowIso();
  const result = await InventoryAudit.patch({ companyId: audit.companyId, auditId: audit.auditId })
    .set({ status: "cancelled", createDate: audit.createDate, updateDate: at })
    .where((attributes, { eq }) => eq(attributes.status, "inProgress"))
    .go({ response: "all_new" })
    .catch((error: unknown) => {
      if (isConditionFailure(error)) throw new AppError("INVALID_INPUT", auditMessages.closed);
      throw error;
    });
  return toAuditView(result.data as InventoryAuditItem);
}

/** Whether any audit of the company was completed (onboarding progress). */
export async function hasCompletedAudit(companyId: number): Promise<boolean> {
  const { data } = await InventoryAudit.query
    .byStatus({ companyId, status: "completed" })
    .go({ limit: 1, attributes: ["auditId"] });
  return data.length > 0;
}
