import { Service } from "electrodb";
import { AuditEntry } from "../audit/audit.entity";
import { auditEntry, type AuditActor } from "../audit/audit";
import type { UserActor } from "../common/actor";
import { AppError } from "../common/errors";
import { getCompany } from "../company/company";
import type { AccountAccess } from "./access";
import { Session } from "./auth.entity";
import { newSession } from "./sessions";

export interface SupportSessionInfo {
  companyId: number;
  adminEmail: string;
}

const audited = new Service({ session: Session, audit: AuditEntry });

/**
 * An admin's "Login" into a company: a separate session token (its own sign-out leaves the admin's session
 * alone) that acts only in that company, never in /admin, and is named in every audit entry it causes. Opening
 * it is an entry of its own, written with the session.
 */
export async function startSupportSession(
  access: AccountAccess,
  companyId: number,
  by: AuditActor,
): Promise<{ token: string }> {
  if (!access.user.isAdmin) throw new AppError("FORBIDDEN", "Only platform staff can open a support session");
  const company = await getCompany(companyId);
  const { token, item } = newSession({
    kind: "user",
    userId: access.user.userId,
    supportCompanyId: companyId,
  });
  const entry = auditEntry(by, {
    companyId,
    action: "company.supportSession",
    targetId: String(companyId),
    targetLabel: company.name,
    before: null,
    after: { supportSession: "opened", until: item.absoluteExpiresAt },
  });
  await audited.transaction
    .write(({ session, audit }) => [session.create(item).commit(), audit.create(entry).commit()])
    .go();
  return { token };
}

export function supportSessionOf(actor: UserActor, access: AccountAccess): SupportSessionInfo | null {
  return actor.supportCompanyId === undefined
    ? null
    : { companyId: actor.supportCompanyId, adminEmail: access.user.email };
}
