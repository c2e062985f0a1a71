import {
  adjustBalance,
  getLoyaltySettings,
  loyaltyLedger,
  setLoyaltyMultiplier,
  topCustomers,
} from "@pos/core/customers/loyalty-account";
import {
  ZAdjustBalanceInput,
  ZLedgerInput,
  ZSetMultiplierInput,
  ZTopCustomersInput,
} from "@pos/core/customers/loyalty-account.schema";
import { companyProcedure, router } from "../init";

const manage = companyProcedure("CAN_MANAGE_CUSTOMERS", "company");

/** The loyalty page (customers/loyalty): the multiplier, balance adjustments and their ledger. */
export const loyaltyRouter = router({
  settings: manage.query(({ input }) => getLoyaltySettings(input.companyId)),
  setMultiplier: manage.input(ZSetMultiplierInput).mutation(({ input }) => setLoyaltyMultiplier(input)),
  adjust: manage
    .input(ZAdjustBalanceInput)
    .mutation(({ input, ctx }) => adjustBalance(input, ctx.actor.userId)),
  ledger: manage.input(ZLedgerInput).query(({ input }) => loyaltyLedger(input)),
  topCustomers: manage.input(ZTopCustomersInput).query(({ input }) => topCustomers(input)),
});
