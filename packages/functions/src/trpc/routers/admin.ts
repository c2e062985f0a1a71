import { z } from "zod";
import { deactivateUser } from "@pos/core/auth/users";
import { listCompanies } from "@pos/core/company/company";
import { ZCompanyId } from "@pos/core/company/company.schema";
import { ZPageInput } from "@pos/core/db/pagination";
import { deactivateDevice } from "@pos/core/device/device";
import { adminProcedure, router } from "../init";

export const adminRouter = router({
  companies: adminProcedure.input(ZPageInput.partial()).query(({ input }) => listCompanies(input)),
  deactivateUser: adminProcedure
    .input(z.object({ userId: z.string().min(1) }))
    .mutation(async ({ input }) => {
      await deactivateUser(input.userId);
      return { ok: true as const };
    }),
  deactivateDevice: adminProcedure
    .input(z.object({ companyId: ZCompanyId, deviceId: z.string().min(1) }))
    .mutation(async ({ input }) => {
      await deactivateDevice(input.companyId, input.deviceId);
      return { ok: true as const };
    }),
});
