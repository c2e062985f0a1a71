import { auditEntry, type AuditActor } from "../audit/audit";
import type { AuditAction, AuditState } from "../audit/audit.schema";
import type { AuditEntryItem } from "../audit/audit.entity";
import { listLocations } from "../company/company";
import { listRoles } from "../roles/roles";
import type { EmployeeView } from "./employees.schema";

export type EmployeeState = Pick<
  EmployeeView,
  "name" | "email" | "tracksHours" | "hasPasscode" | "assignments"
>;

/** Assignments as people read them: "Company: Manager", "Downtown: Cashier". */
async function assignmentLabels(
  companyId: number,
  assignments: EmployeeState["assignments"],
): Promise<string[]> {
  const [locations, roles] = await Promise.all([listLocations(companyId), listRoles(companyId)]);
  const location = new Map(locations.map((item) => [item.id, item.name]));
  const role = new Map(roles.map((item) => [item.id, item.name]));
  return assignments.map((item) => {
    const where = item.locationId === null ? "Company" : (location.get(item.locationId) ?? item.locationId);
    const what =
      item.securityRoleId === null ? "no role" : (role.get(item.securityRoleId) ?? item.securityRoleId);
    return `${where}: ${what}`;
  });
}

async function stateOf(companyId: number, employee: EmployeeState): Promise<AuditState> {
  return {
    name: employee.name,
    email: employee.email,
    tracksHours: employee.tracksHours,
    passcode: employee.hasPasscode,
    access: await assignmentLabels(companyId, employee.assignments),
  };
}

/** The entry of an owner's change to an employee (who they are, where, with which role). */
export async function employeeEntry(
  by: AuditActor,
  companyId: number,
  userId: string,
  action: Extract<AuditAction, `employee.${string}`>,
  before: EmployeeState | null,
  after: EmployeeState | null,
): Promise<AuditEntryItem> {
  return auditEntry(by, {
    companyId,
    action,
    targetId: userId,
    targetLabel: (after ?? before)?.name ?? userId,
    before: before ? await stateOf(companyId, before) : null,
    after: after ? await stateOf(companyId, after) : null,
  });
}
