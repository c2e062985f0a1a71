import { completeQbConnect, disconnectQb, startQbConnect } from "@pos/core/integrations/quickbooks/qb-oauth";
import { qbSettings, setQbAccounts } from "@pos/core/integrations/quickbooks/qb-settings";
import { qbSyncLog, syncQbDay } from "@pos/core/integrations/quickbooks/qb-sync";
import {
  ZQbAccountMapInput,
  ZQbCallbackInput,
  ZQbCompanyInput,
  ZQbLogInput,
  ZQbSyncInput,
} from "@pos/core/integrations/quickbooks/qb.schema";
import { featureProcedure, router } from "../init";

/** dashboard.md 2 integrations/quickBooks: the company flag canAccessQuickBooks and CAN_MANAGE_INTEGRATIONS. */
const qb = featureProcedure("canAccessQuickBooks", "CAN_MANAGE_INTEGRATIONS", "company");

export const quickBooksRouter = router({
  settings: qb.input(ZQbCompanyInput).query(({ input }) => qbSettings(input.companyId)),
  connect: qb
    .input(ZQbCompanyInput)
    .mutation(({ input, ctx }) => startQbConnect(input.companyId, ctx.by.userId)),
  callback: qb.input(ZQbCallbackInput).mutation(({ input, ctx }) => completeQbConnect(input, ctx.by)),
  disconnect: qb.input(ZQbCompanyInput).mutation(({ input, ctx }) => disconnectQb(input.companyId, ctx.by)),
  setAccounts: qb.input(ZQbAccountMapInput).mutation(({ input, ctx }) => setQbAccounts(input, ctx.by)),
  syncDay: qb.input(ZQbSyncInput).mutation(({ input }) => syncQbDay(input)),
  log: qb.input(ZQbLogInput).query(({ input }) => qbSyncLog(input)),
});
