import type { UserActor } from "../common/actor";
import { AppError } from "../common/errors";
import { getCompany } from "../company/company";
import type { AccountAccess } from "./access";
import { createSession } from "./sessions";

export interface SupportSessionInfo {
  companyId: number;
  adminEmail: string;
}

/**
 * An admin's "Login" into a company: a separate session token (its own sign-out leaves the admin's session
 * alone) that acts only in that company, never in /admin, and is named in every audit entry it causes.
 */
export async function startSupportSession(
  access: AccountAccess,
  companyId: number,
): Promise<{ token: string }> {
  if (!access.user.isAdmin) throw new AppError("FORBIDDEN", "Only platform staff can open a support session");
  await getCompany(companyId);
  return {
    token: await createSession({ kind: "user", userId: access.user.userId, supportCompanyId: companyId }),
  };
}

export function supportSessionOf(actor: UserActor, access: AccountAccess): SupportSessionInfo | null {
  return actor.supportCompanyId === undefined
    ? null
    : { companyId: actor.supportCompanyId, adminEmail: access.user.email };
}
