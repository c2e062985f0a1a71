import { assignUser, createSecurityRole, findUserByEmail } from "@pos/core/auth/users";
import { missingPermissionMessage, type Permission } from "@pos/core/auth/permissions";
import type { EmployeeView } from "@pos/core/employees/employees.schema";
import { emailsTo } from "@pos/core/email/outbox";
import { callerFor, makeCompany, makeUser, uniqueName, type Caller } from "./world";

/** A signed-in user of the company holding a new role with these permissions, at the company or at a location. */
export async function makeStaff(companyId: number, permissions: Permission[], locationId?: string) {
  const role = await createSecurityRole({ companyId, name: uniqueName("Role"), permissions });
  const user = await makeUser();
  await assignUser({
    userId: user.userId,
    companyId,
    entityType: locationId ? "location" : "company",
    entityId: locationId ?? String(companyId),
    securityRoleId: role.roleId,
  });
  return { ...user, role, caller: await callerFor(user.token) };
}

export const missingPermission = (permission: Permission) => ({
  code: "FORBIDDEN",
  appCode: "FORBIDDEN",
  message: missingPermissionMessage(permission),
});

export const uniqueEmail = (): string => `${uniqueName("staff")}@test.example`;

export const badInput = (message: string) => ({ code: "BAD_REQUEST", appCode: "INVALID_INPUT", message });
export const conflict = (message: string) => ({ code: "CONFLICT", appCode: "CONFLICT", message });

/** A company as `makeCompany` makes it, with its owner's caller and a whole-company Owner assignment to reuse. */
export async function companyWithManager() {
  const world = await makeCompany();
  const caller = await callerFor(world.owner.token);
  const companyId = world.company.id;
  const wholeCompany = [{ locationId: null, securityRoleId: world.role.roleId }];
  return { ...world, caller, companyId, wholeCompany };
}

/** The token of the newest invitation link e-mailed to this address (the outbox is the dev mailbox). */
export async function invitationTokenFor(email: string): Promise<string | null> {
  const [newest] = (await emailsTo(email)).filter((mail) => mail.text.includes("/acceptInvitation?token="));
  return newest ? (/\/acceptInvitation\?token=([\w-]+)/.exec(newest.text)?.[1] ?? null) : null;
}

/**
 * employees.create as a test needs it: a new person is added; an existing account is invited, and the invitation
 * is accepted from its e-mail as its owner would. Answers the added employee.
 */
export async function hire(
  caller: Caller,
  input: Parameters<Caller["employees"]["create"]>[0],
): Promise<{ employee: EmployeeView }> {
  const outcome = await caller.employees.create(input);
  if (outcome.status === "added") return outcome;
  const token = await invitationTokenFor(outcome.email);
  if (!token) throw new Error(`No invitation was e-mailed to ${outcome.email}`);
  await (await callerFor()).employees.acceptInvitation({ token });
  const user = await findUserByEmail(outcome.email);
  if (!user) throw new Error(`No account has the e-mail ${outcome.email}`);
  return { employee: await caller.employees.get({ companyId: input.companyId, userId: user.userId }) };
}
