import { listAuditEntries } from "@pos/core/audit/audit";
import { platformAuditScope, ZAuditPageInput } from "@pos/core/audit/audit.schema";
import { resendTemporaryPassword, resendVerificationEmail } from "@pos/core/auth/account-admin";
import { ZDeviceRef } from "@pos/core/admin/devices-admin.schema";
import { ZUserRef } from "@pos/core/auth/account-admin.schema";
import { deactivateUser } from "@pos/core/auth/users";
import { listCompanies } from "@pos/core/company/company";
import { ZCompanyId } from "@pos/core/company/company.schema";
import { ZPageInput } from "@pos/core/db/pagination";
import { deactivateDevice } from "@pos/core/device/device";
import { listCompanyAccounts } from "@pos/core/employees/company-accounts";
import { adminProcedure, router } from "../init";

export const adminRouter = router({
  companies: adminProcedure.input(ZPageInput.partial()).query(({ input }) => listCompanies(input)),
  /** The company's users and how far their accounts got (the "modify users" card of the company page). */
  companyUsers: adminProcedure
    .input(ZPageInput.partial().extend({ companyId: ZCompanyId }))
    .query(({ input }) => listCompanyAccounts(input.companyId, input)),
  /** Audit entries about no one company: users' e-mails and deactivations, external sources. */
  platformAudit: adminProcedure
    .input(ZAuditPageInput)
    .query(({ input }) => listAuditEntries(platformAuditScope, input)),
  resendTemporaryPassword: adminProcedure
    .input(ZUserRef)
    .mutation(({ input }) => resendTemporaryPassword(input)),
  resendVerificationEmail: adminProcedure
    .input(ZUserRef)
    .mutation(({ input }) => resendVerificationEmail(input)),
  deactivateUser: adminProcedure.input(ZUserRef).mutation(async ({ input, ctx }) => {
    await deactivateUser(input.userId, ctx.by);
    return { ok: true as const };
  }),
  deactivateDevice: adminProcedure.input(ZDeviceRef).mutation(async ({ input, ctx }) => {
    await deactivateDevice(input.companyId, input.deviceId, ctx.by);
    return { ok: true as const };
  }),
});
