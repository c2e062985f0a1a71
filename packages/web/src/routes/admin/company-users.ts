import type { CompanyAccount } from "@pos/core/auth/account-admin.schema";

export type AccountBadge = { label: string; tone: "default" | "secondary" | "destructive" | "outline" };

/** What the admin sees about an account, most important first. */
export function accountBadges(account: CompanyAccount, now: Date = new Date()): AccountBadge[] {
  if (!account.isActive) return [{ label: "Deactivated", tone: "outline" }];
  if (account.email === null) return [{ label: "Register only", tone: "outline" }];
  const badges: AccountBadge[] = [];
  const expires = account.temporaryPasswordExpiresAt;
  if (account.passwordState === "temporary")
    badges.push(
      expires !== null && new Date(expires) <= now
        ? { label: "Temporary password expired", tone: "destructive" }
        : { label: "Not signed in yet", tone: "secondary" },
    );
  if (account.passwordState === "none") badges.push({ label: "No password yet", tone: "secondary" });
  if (account.passwordState === "legacy") badges.push({ label: "Imported password", tone: "secondary" });
  if (account.passwordState === "current") badges.push({ label: "Active", tone: "default" });
  if (!account.emailVerified) badges.push({ label: "E-mail not verified", tone: "outline" });
  return badges;
}

/** The e-mails an admin can send again: only to someone active with an e-mail, and only while they apply. */
export function resendableEmails(account: CompanyAccount): {
  temporaryPassword: boolean;
  verification: boolean;
} {
  const reachable = account.isActive && account.email !== null;
  return {
    temporaryPassword:
      reachable && (account.passwordState === "temporary" || account.passwordState === "none"),
    verification: reachable && !account.emailVerified,
  };
}
