import { createHash, randomBytes } from "node:crypto";
import { User, type UserItem } from "../auth/auth.entity";
import { epochSeconds, now, nowIso } from "../common/clock";
import { AppError } from "../common/errors";
import { getCompany } from "../company/company";
import { isConditionFailure } from "../db/conditions";
import { appUrl } from "../email/app-url";
import { sendEmail } from "../email/outbox";
import { employeeSortKey } from "./employee-sort-key";
import { Employee } from "./employee.entity";
import {
  invitationMessages,
  ZInvitationTokenInput,
  type EmployeeAssignment,
  type InvitationTokenInput,
  type InvitationView,
} from "./employees.schema";
import { EmployeeInvitation, type EmployeeInvitationItem } from "./invitation.entity";
import { freePasscode, setPasscode } from "../auth/passcodes";
import { employeeEntry } from "./employee-audit";
import { assertAssignable, writeMembership } from "./membership";

const invitationLifetimeMs = 7 * 24 * 3_600_000;

const digestOf = (token: string): string => createHash("sha256").update(`invite:${token}`).digest("hex");

const expired = () => new AppError("NOT_FOUND", invitationMessages.expired);

export interface Invitation {
  companyId: number;
  account: UserItem;
  assignments: EmployeeAssignment[];
  tracksHours: boolean;
  invitedBy: string;
}

/**
 * E-mails the account's owner a link to join the company. Nothing is sent to a deactivated account (it could not
 * accept), and the caller answers the same either way.
 */
export async function inviteAccount(invitation: Invitation): Promise<void> {
  const { account, companyId } = invitation;
  if (!account.isActive || !account.email) return;
  const token = randomBytes(32).toString("base64url");
  const at = now();
  const expires = new Date(at.getTime() + invitationLifetimeMs);
  const [company, inviter] = await Promise.all([
    getCompany(companyId),
    User.get({ userId: invitation.invitedBy }).go(),
  ]);
  await EmployeeInvitation.create({
    tokenDigest: digestOf(token),
    companyId,
    userId: account.userId,
    assignments: invitation.assignments,
    tracksHours: invitation.tracksHours,
    invitedBy: invitation.invitedBy,
    createDate: at.toISOString(),
    linkExpiresAt: expires.toISOString(),
    expiresAt: epochSeconds(expires),
  }).go();
  const link = appUrl(`/acceptInvitation?token=${token}`);
  const inviterName = inviter.data?.name ?? "A manager";
  await sendEmail({
    to: account.email,
    subject: invitationMessages.subject(company.name),
    text: [
      `Hello ${account.name},`,
      "",
      `${inviterName} invited you to join ${company.name} as an employee, with the account of this e-mail.`,
      `To accept, open this link (it works for 7 days): ${link}`,
      "",
      "If you did not expect this, ignore this e-mail: nothing changes until you accept.",
    ].join("\n"),
  });
}

async function openInvitation(token: string): Promise<EmployeeInvitationItem> {
  const found = await EmployeeInvitation.get({ tokenDigest: digestOf(token) }).go({ consistent: true });
  if (!found.data || found.data.linkExpiresAt <= nowIso()) throw expired();
  return found.data;
}

/** What the link shows: the company and who invited (the person holding the link was sent both). */
export async function invitationDetails(input: InvitationTokenInput): Promise<InvitationView> {
  const invitation = await openInvitation(ZInvitationTokenInput.parse(input).token);
  const [company, inviter] = await Promise.all([
    getCompany(invitation.companyId),
    User.get({ userId: invitation.invitedBy }).go(),
  ]);
  return { companyName: company.name, invitedByName: inviter.data?.name ?? "A manager" };
}

/** Adds the invited account to the company with the assignments the inviter chose; the link works once. */
export async function acceptInvitation(
  input: InvitationTokenInput,
  sourceIp: string,
): Promise<{ companyId: number; companyName: string; passcode: string | null }> {
  const invitation = await openInvitation(ZInvitationTokenInput.parse(input).token);
  const { companyId, userId, tokenDigest } = invitation;
  const [company, user] = await Promise.all([
    getCompany(companyId),
    User.get({ userId }).go({ consistent: true }),
  ]);
  if (!user.data?.isActive) throw expired();
  await assertAssignable(companyId, invitation.assignments);
  try {
    await EmployeeInvitation.delete({ tokenDigest })
      .where((attributes, { exists }) => exists(attributes.tokenDigest))
      .go();
  } catch (error) {
    if (isConditionFailure(error)) throw expired();
    throw error;
  }
  const member = (await Employee.get({ companyId, userId }).go({ consistent: true })).data;
  if (member) return { companyId, companyName: company.name, passcode: null };
  const passcode = await freePasscode(companyId);
  await setPasscode(companyId, userId, passcode);
  const record = {
    companyId,
    userId,
    tracksHours: invitation.tracksHours,
    createDate: nowIso(),
    sortKey: employeeSortKey(user.data.name, userId),
  };
  const by = { userId, email: user.data.email ?? userId, supportSession: false, sourceIp };
  const entry = await employeeEntry(by, companyId, userId, "employee.create", null, {
    name: user.data.name,
    email: user.data.email ?? null,
    tracksHours: invitation.tracksHours,
    hasPasscode: true,
    assignments: invitation.assignments,
  });
  await writeMembership(record, invitation.assignments, "create", entry);
  return { companyId, companyName: company.name, passcode };
}
