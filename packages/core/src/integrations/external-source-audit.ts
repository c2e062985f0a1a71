import { Service } from "electrodb";
import { AuditEntry } from "../audit/audit.entity";
import { auditEntry, type AuditActor } from "../audit/audit";
import { platformAuditScope, type AuditAction, type AuditState } from "../audit/audit.schema";
import { ExternalSource } from "./external-source.entity";
import type { ExternalSourceView } from "./external-source.schema";

export const auditedSources = new Service({ source: ExternalSource, audit: AuditEntry });

/** What an entry records of a source: its settings and permissions, never its key. */
export const sourceState = (view: ExternalSourceView): AuditState => ({
  name: view.name,
  description: view.description,
  categoryName: view.categoryName,
  setupUrl: view.setupUrl,
  email: view.email,
  homepage: view.homepage,
  isMarketplace: view.isMarketplace,
  logoImageUrl: view.logoImageUrl,
  hexColor: view.hexColor,
  permissions: view.permissions.map((permission) => permission.id),
});

/** External sources are the platform's, not a company's: their entries are platform entries. */
export const sourceEntry = (
  by: AuditActor,
  action: Extract<AuditAction, `externalSource.${string}`>,
  before: ExternalSourceView | null,
  after: ExternalSourceView,
) =>
  auditEntry(by, {
    companyId: platformAuditScope,
    action,
    targetId: after.id,
    targetLabel: after.name,
    before: before ? sourceState(before) : null,
    after: sourceState(after),
  });
