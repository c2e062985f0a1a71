import { randomUUID } from "node:crypto";
import { epochSeconds, now } from "../common/clock";
import { queryPage, type Page, type PageInput } from "../db/pagination";
import { AuditEntry, type AuditEntryItem } from "./audit.entity";
import {
  auditRetentionDays,
  ZAuditPageInput,
  type AuditAction,
  type AuditEntryView,
  type AuditState,
} from "./audit.schema";

/** Who made a change, from where: an admin in a support session is named as that admin, marked as support. */
export interface AuditActor {
  userId: string;
  email: string;
  supportSession: boolean;
  sourceIp: string;
}

/** The product itself (seed data, scripts and test set-up), never a request. */
export const systemActor: AuditActor = {
  userId: "system",
  email: "system",
  supportSession: false,
  sourceIp: "internal",
};

export interface AuditChange {
  companyId: number;
  action: AuditAction;
  targetId: string;
  targetLabel: string;
  before: AuditState | null;
  after: AuditState | null;
}

const day = 86_400_000;

/** The item to create in the same transaction as the change it records (`audit.create(item).commit()`). */
export function auditEntry(by: AuditActor, change: AuditChange): AuditEntryItem {
  const at = now();
  return {
    companyId: change.companyId,
    at: at.toISOString(),
    auditId: randomUUID(),
    action: change.action,
    targetId: change.targetId,
    targetLabel: change.targetLabel,
    actorUserId: by.userId,
    actorEmail: by.email,
    supportSession: by.supportSession,
    sourceIp: by.sourceIp,
    before: change.before ? JSON.stringify(change.before) : undefined,
    after: change.after ? JSON.stringify(change.after) : undefined,
    expiresAt: epochSeconds(new Date(at.getTime() + auditRetentionDays * day)),
  };
}

const parseState = (json: string | undefined): AuditState | null =>
  json === undefined ? null : (JSON.parse(json) as AuditState);

const toView = (item: AuditEntryItem): AuditEntryView => ({
  id: item.auditId,
  at: item.at,
  action: item.action,
  targetId: item.targetId,
  targetLabel: item.targetLabel,
  actorUserId: item.actorUserId,
  actorEmail: item.actorEmail,
  supportSession: item.supportSession,
  sourceIp: item.sourceIp,
  before: parseState(item.before),
  after: parseState(item.after),
});

/** A page of a company's entries, newest first (platform entries under `platformAuditScope`). */
export async function listAuditEntries(companyId: number, page: PageInput): Promise<Page<AuditEntryView>> {
  const { limit, lastEvaluatedKey } = ZAuditPageInput.parse(page);
  return queryPage(
    AuditEntry.query.byCompany({ companyId }).params({ order: "desc" }),
    (items) => AuditEntry.parse({ Items: items }).data.map(toView),
    { limit, lastEvaluatedKey },
  );
}
