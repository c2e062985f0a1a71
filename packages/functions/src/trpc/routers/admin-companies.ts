import { setBannerMessage, setCompanyToggle } from "@pos/core/admin/company-admin";
import { listAuditEntries } from "@pos/core/audit/audit";
import { ZAuditPageInput } from "@pos/core/audit/audit.schema";
import { startSupportSession } from "@pos/core/auth/support-sessions";
import { ZSetBannerInput, ZSetCompanyToggleInput } from "@pos/core/admin/company-admin.schema";
import { listAllCompanies, searchCompanies } from "@pos/core/admin/company-search";
import { ZCompanySearchInput } from "@pos/core/admin/company-search.schema";
import {
  addDevice,
  changeDeviceId,
  listAdminDevices,
  removeDevice,
  setDeviceCashAmount,
  setDevicePassword,
} from "@pos/core/admin/devices-admin";
import {
  ZAddDeviceInput,
  ZChangeDeviceIdInput,
  ZDeviceRef,
  ZSetDeviceCashInput,
  ZSetDevicePasswordInput,
} from "@pos/core/admin/devices-admin.schema";
import {
  listAdminLocations,
  undeleteLocation,
  ZAdminLocationsInput,
  ZLocationRef,
} from "@pos/core/admin/locations-admin";
import { getCompany } from "@pos/core/company/company";
import { z } from "zod";
import { ZCompanyId } from "@pos/core/company/company.schema";
import { adminProcedure, router } from "../init";

const ZCompanyRef = z.object({ companyId: ZCompanyId });
const ok = { ok: true as const };

/** The admin back office's company screens (admin.md 2-5): lists, search, switches, locations, devices, banner. */
export const adminCompaniesRouter = router({
  all: adminProcedure.query(() => listAllCompanies()),
  search: adminProcedure.input(ZCompanySearchInput).query(({ input }) => searchCompanies(input)),
  get: adminProcedure.input(ZCompanyRef).query(({ input }) => getCompany(input.companyId)),
  setToggle: adminProcedure
    .input(ZSetCompanyToggleInput)
    .mutation(({ input, ctx }) => setCompanyToggle(input, ctx.by)),
  setBanner: adminProcedure
    .input(ZSetBannerInput)
    .mutation(({ input, ctx }) => setBannerMessage(input, ctx.by)),
  locations: adminProcedure.input(ZAdminLocationsInput).query(({ input }) => listAdminLocations(input)),
  undeleteLocation: adminProcedure
    .input(ZLocationRef)
    .mutation(({ input, ctx }) => undeleteLocation(input, ctx.by)),
  devices: adminProcedure.input(ZCompanyRef).query(({ input }) => listAdminDevices(input.companyId)),
  addDevice: adminProcedure.input(ZAddDeviceInput).mutation(({ input, ctx }) => addDevice(input, ctx.by)),
  changeDeviceId: adminProcedure
    .input(ZChangeDeviceIdInput)
    .mutation(({ input, ctx }) => changeDeviceId(input, ctx.by)),
  removeDevice: adminProcedure.input(ZDeviceRef).mutation(async ({ input, ctx }) => {
    await removeDevice(input, ctx.by);
    return ok;
  }),
  setDeviceCash: adminProcedure
    .input(ZSetDeviceCashInput)
    .mutation(({ input, ctx }) => setDeviceCashAmount(input, ctx.by)),
  /** The company's audit log, newest first. */
  audit: adminProcedure
    .input(ZAuditPageInput.extend({ companyId: ZCompanyId }))
    .query(({ input }) => listAuditEntries(input.companyId, input)),
  /** "Login": a support session of its own (the dashboard keeps it apart from the admin's session). */
  startSupportSession: adminProcedure
    .input(ZCompanyRef)
    .mutation(({ input, ctx }) => startSupportSession(ctx.access, input.companyId, ctx.by)),
  setDevicePassword: adminProcedure.input(ZSetDevicePasswordInput).mutation(async ({ input, ctx }) => {
    await setDevicePassword(input, ctx.by);
    return ok;
  }),
});
