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
  resendTemporaryPassword: adminProcedure
    .input(ZUserRef)
    .mutation(({ input }) => resendTemporaryPassword(input)),
  resendVerificationEmail: adminProcedure
    .input(ZUserRef)
    .mutation(({ input }) => resendVerificationEmail(input)),
  deactivateUser: adminProcedure.input(ZUserRef).mutation(async ({ input }) => {
    await deactivateUser(input.userId);
    return { ok: true as const };
  }),
  deactivateDevice: adminProcedure.input(ZDeviceRef).mutation(async ({ input }) => {
    await deactivateDevice(input.companyId, input.deviceId);
    return { ok: true as const };
  }),
});
