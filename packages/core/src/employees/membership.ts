import { Service } from "electrodb";
import { forgetUserAccess } from "../auth/access";
import { Assignment, User, type AssignmentItem } from "../auth/auth.entity";
import { hasPasscode } from "../auth/passcodes";
import { AuditEntry, type AuditEntryItem } from "../audit/audit.entity";
import { AppError } from "../common/errors";
import { listLocations } from "../company/company";
import { assertRolesOfCompany } from "../roles/roles";
import { Employee, type EmployeeItem } from "./employee.entity";
import {
  ZEmployeeRef,
  type EmployeeAssignment,
  type EmployeeRef,
  type EmployeeView,
} from "./employees.schema";

export const employeeMessages = {
  notFound: "Employee not found",
  alreadyEmployee: "This person is already an employee of this company",
  emailSet: "This employee already has an e-mail, and it cannot be changed.",
  nameOwnedElsewhere: "This person also works for another company, so only they can change their name.",
  cannotDeactivateSelf: "You cannot deactivate your own account",
  unknownLocation: "This location does not exist",
} as const;

const membership = new Service({ employee: Employee, assignment: Assignment, audit: AuditEntry });

export async function findEmployeeRecord(ref: EmployeeRef): Promise<EmployeeItem> {
  const { companyId, userId } = ZEmployeeRef.parse(ref);
  const record = (await Employee.get({ companyId, userId }).go({ consistent: true })).data;
  if (!record) throw new AppError("NOT_FOUND", employeeMessages.notFound);
  return record;
}

export async function assignmentsOf(userId: string): Promise<AssignmentItem[]> {
  return (await Assignment.query.byUser({ userId }).go({ pages: "all", consistent: true })).data;
}

async function viewOf(record: EmployeeItem): Promise<EmployeeView | null> {
  const { companyId, userId } = record;
  const [user, assignments, passcode] = await Promise.all([
    User.get({ userId }).go({ consistent: true }),
    Assignment.query.byUser({ userId, companyId }).go({ pages: "all", consistent: true }),
    hasPasscode(companyId, userId),
  ]);
  if (!user.data) return null;
  return {
    id: userId,
    name: user.data.name,
    email: user.data.email ?? null,
    tracksHours: record.tracksHours,
    hasPasscode: passcode,
    assignments: assignments.data
      .map((item) => ({
        locationId: item.entityType === "location" ? item.entityId : null,
        securityRoleId: item.securityRoleId ?? null,
      }))
      .sort((a, b) => (a.locationId ?? "").localeCompare(b.locationId ?? "")),
    createDate: record.createDate,
  };
}

export async function toEmployeeViews(records: EmployeeItem[]): Promise<EmployeeView[]> {
  const views = await Promise.all(records.map(viewOf));
  return views.filter((view): view is EmployeeView => view !== null);
}

/** Roles and locations must be the company's own; checked before anything is written. */
export async function assertAssignable(companyId: number, assignments: EmployeeAssignment[]): Promise<void> {
  const locations = new Set((await listLocations(companyId)).map((location) => location.id));
  if (assignments.some((item) => item.locationId !== null && !locations.has(item.locationId)))
    throw new AppError("INVALID_INPUT", employeeMessages.unknownLocation);
  await assertRolesOfCompany(
    companyId,
    assignments.map((item) => item.securityRoleId),
  );
}

/**
 * Writes the employee record and, when given, replaces their assignments in the company, in one transaction.
 * `create` fails when they are already an employee; `update` when they no longer are. The audit entry of the
 * change is written in the same transaction.
 */
export async function writeMembership(
  record: EmployeeItem,
  assignments: EmployeeAssignment[] | undefined,
  mode: "create" | "update",
  entry: AuditEntryItem,
): Promise<void> {
  const { companyId, userId } = record;
  const wanted = (assignments ?? []).map((item) => ({
    userId,
    companyId,
    entityType: item.locationId === null ? ("company" as const) : ("location" as const),
    entityId: item.locationId ?? String(companyId),
    securityRoleId: item.securityRoleId,
    type: "assigned",
  }));
  const current = assignments
    ? (await assignmentsOf(userId)).filter((item) => item.companyId === companyId)
    : [];
  const stale = current.filter(
    (item) => !wanted.some((want) => want.entityType === item.entityType && want.entityId === item.entityId),
  );
  const result = await membership.transaction
    .write(({ employee, assignment, audit }) => [
      audit.create(entry).commit(),
      mode === "create"
        ? employee.create(record).commit()
        : employee.patch({ companyId, userId }).set({ tracksHours: record.tracksHours }).commit(),
      ...wanted.map((item) => assignment.put(item).commit()),
      ...stale.map((item) =>
        assignment
          .delete({ userId, companyId, entityType: item.entityType, entityId: item.entityId })
          .commit(),
      ),
    ])
    .go();
  forgetUserAccess(userId);
  if (result.canceled && mode === "create") throw new AppError("CONFLICT", employeeMessages.alreadyEmployee);
  if (result.canceled) throw new AppError("NOT_FOUND", employeeMessages.notFound);
}

/** Deletes the employee record and their assignments in the company, with the audit entry, in one transaction. */
export async function removeMembership(
  companyId: number,
  userId: string,
  here: AssignmentItem[],
  entry: AuditEntryItem,
): Promise<void> {
  const result = await membership.transaction
    .write(({ employee, assignment, audit }) => [
      audit.create(entry).commit(),
      employee
        .delete({ companyId, userId })
        .where((attributes, { exists }) => exists(attributes.userId))
        .commit(),
      ...here.map((item) =>
        assignment
          .delete({ userId, companyId, entityType: item.entityType, entityId: item.entityId })
          .commit(),
      ),
    ])
    .go();
  forgetUserAccess(userId);
  if (result.canceled) throw new AppError("NOT_FOUND", employeeMessages.notFound);
}
