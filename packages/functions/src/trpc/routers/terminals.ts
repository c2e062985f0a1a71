import {
  connectionStatus,
  listTerminals,
  merchantTerminals,
  pairStatus,
  pairTerminal,
  terminalRefund,
  terminalSale,
  unpairTerminal,
} from "@pos/core/terminals/terminals";
import {
  ZConnectionRef,
  ZMerchantTerminalsInput,
  ZPairStatusInput,
  ZPairTerminalInput,
  ZTerminalRefundInput,
  ZTerminalSaleInput,
} from "@pos/core/terminals/terminals.schema";
import { adminProcedure, deviceFeatureProcedure, router } from "../init";

const worldpay = deviceFeatureProcedure("worldpay");

/** Pairing-type card terminals (pos-and-accounts.md 7), behind the company's Worldpay flag; admin.md 7. */
export const terminalsRouter = router({
  list: worldpay.query(({ ctx }) => listTerminals(ctx.actor)),
  pair: worldpay.input(ZPairTerminalInput).mutation(({ ctx, input }) => pairTerminal(ctx.actor, input)),
  pairStatus: worldpay.input(ZPairStatusInput).query(({ ctx, input }) => pairStatus(ctx.actor, input)),
  connection: worldpay.input(ZConnectionRef).query(({ ctx, input }) => connectionStatus(ctx.actor, input)),
  unpair: worldpay.input(ZConnectionRef).mutation(({ ctx, input }) => unpairTerminal(ctx.actor, input)),
  sale: worldpay.input(ZTerminalSaleInput).mutation(({ ctx, input }) => terminalSale(ctx.actor, input)),
  refund: worldpay.input(ZTerminalRefundInput).mutation(({ ctx, input }) => terminalRefund(ctx.actor, input)),
  ofMerchant: adminProcedure.input(ZMerchantTerminalsInput).query(({ input }) => merchantTerminals(input)),
});
