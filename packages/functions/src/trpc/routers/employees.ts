import { listAuditEntries } from "@pos/core/audit/audit";
import { ZAuditPageInput } from "@pos/core/audit/audit.schema";
import { ZPageInput } from "@pos/core/db/pagination";
import { deactivateEmployee } from "@pos/core/employees/deactivate-employee";
import { createEmployee, getEmployee, listEmployees, updateEmployee } from "@pos/core/employees/employees";
import { acceptInvitation, invitationDetails } from "@pos/core/employees/invitations";
import {
  ZCreateEmployeeInput,
  ZEmployeeRef,
  ZInvitationTokenInput,
  ZRegisterPasscodeInput,
  ZUpdateEmployeeInput,
} from "@pos/core/employees/employees.schema";
import { employeeAtRegister } from "@pos/core/employees/register-employee";
import { createRole, deleteRole, getRole, listRoles, updateRole } from "@pos/core/roles/roles";
import {
  ZCreateSecurityRoleInput,
  ZSecurityRoleRef,
  ZUpdateSecurityRoleInput,
} from "@pos/core/roles/roles.schema";
import { companyProcedure, deviceProcedure, publicProcedure, router } from "../init";

/** Employees and roles are company-wide: a CAN_MANAGE_EMPLOYEES grant at a location does not count. */
const manage = companyProcedure("CAN_MANAGE_EMPLOYEES", "company");

const rolesRouter = router({
  list: manage.query(async ({ input }) => ({ items: await listRoles(input.companyId) })),
  get: manage.input(ZSecurityRoleRef).query(({ input }) => getRole(input)),
  create: manage.input(ZCreateSecurityRoleInput).mutation(({ input, ctx }) => createRole(input, ctx.by)),
  update: manage.input(ZUpdateSecurityRoleInput).mutation(({ input, ctx }) => updateRole(input, ctx.by)),
  delete: manage.input(ZSecurityRoleRef).mutation(async ({ input, ctx }) => {
    await deleteRole(input, ctx.by);
    return { ok: true as const };
  }),
});

export const employeesRouter = router({
  list: manage.input(ZPageInput.partial()).query(({ input }) => listEmployees(input.companyId, input)),
  get: manage.input(ZEmployeeRef).query(({ input }) => getEmployee(input)),
  create: manage.input(ZCreateEmployeeInput).mutation(({ input, ctx }) => createEmployee(input, ctx.by)),
  /** The invitation link (sent to an existing account's e-mail): the token is the proof, as for verifyEmail. */
  invitation: publicProcedure.input(ZInvitationTokenInput).query(({ input }) => invitationDetails(input)),
  acceptInvitation: publicProcedure
    .input(ZInvitationTokenInput)
    .mutation(({ input, ctx }) => acceptInvitation(input, ctx.sourceIp)),
  update: manage.input(ZUpdateEmployeeInput).mutation(({ input, ctx }) => updateEmployee(input, ctx.by)),
  deactivate: manage
    .input(ZEmployeeRef)
    .mutation(({ input, ctx }) => deactivateEmployee(input, ctx.actor.userId, ctx.by)),
  /** A mutation, so the passcode travels in the body and never in a URL. */
  myPermissions: deviceProcedure
    .input(ZRegisterPasscodeInput)
    .mutation(({ input, ctx }) => employeeAtRegister(ctx.actor, input)),
  roles: rolesRouter,
  /** The company's audit log (owners' and admins' changes), newest first: whoever manages employees sees it. */
  activity: manage.input(ZAuditPageInput).query(({ input }) => listAuditEntries(input.companyId, input)),
});
