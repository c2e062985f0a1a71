import { User } from "../auth/auth.entity";
import { removePasscode } from "../auth/passcodes";
import { deactivateUser } from "../auth/users";
import type { AuditActor } from "../audit/audit";
import { AppError } from "../common/errors";
import { employeeEntry } from "./employee-audit";
import { getEmployee } from "./employees";
import type { EmployeeRef } from "./employees.schema";
import { assignmentsOf, employeeMessages, findEmployeeRecord, removeMembership } from "./membership";

/**
 * Removes the employee from the company (record, assignments, passcode). Someone who belongs to no other
 * company (and is not platform staff) is deactivated too, which ends all their sessions; otherwise their
 * sessions stay for the other companies, and this company's access ends with the assignments.
 */
export async function deactivateEmployee(
  ref: EmployeeRef,
  callerUserId: string,
  by: AuditActor,
): Promise<{ accountDeactivated: boolean }> {
  const { companyId, userId } = await findEmployeeRecord(ref);
  if (userId === callerUserId) throw new AppError("INVALID_INPUT", employeeMessages.cannotDeactivateSelf);
  const assignments = await assignmentsOf(userId);
  const entry = await employeeEntry(
    by,
    companyId,
    userId,
    "employee.deactivate",
    await getEmployee(ref),
    null,
  );
  await removeMembership(
    companyId,
    userId,
    assignments.filter((item) => item.companyId === companyId),
    entry,
  );
  await removePasscode(companyId, userId);
  const elsewhere = assignments.some((item) => item.companyId !== companyId);
  const user = (await User.get({ userId }).go({ consistent: true })).data;
  if (elsewhere || !user || user.isAdmin) return { accountDeactivated: false };
  await deactivateUser(userId);
  return { accountDeactivated: true };
}
