import type { ShiftLogView } from "./cash-movement.schema";
import { logsOfShift } from "./cash-movements";
import { cashMovementTotal } from "./cash-sign";
import { readShiftTotals } from "./shift-totals";

/**
 * The cash the drawer should hold: the starting float, cash taken less cash refunded, pay ins, less pay outs
 * and cash drops. The one rule behind the stored `endCash`, the shifts list and the shift report.
 * A cash refund is already in the cash tender total (a negative transaction): its "refund" log only records it.
 */
export function expectedCashOf(
  startCash: number,
  tenders: readonly { paymentTypeId: string; amount: number }[],
  logs: ShiftLogView[],
): number {
  const cash = tenders
    .filter((tender) => tender.paymentTypeId === "cash")
    .reduce((sum, tender) => sum + tender.amount, 0);
  return startCash + cash + cashMovementTotal(logs.filter((log) => log.type !== "refund"));
}

export async function expectedCash(shift: {
  companyId: number;
  shiftId: string;
  startCash: number;
}): Promise<number> {
  const [totals, logs] = await Promise.all([
    readShiftTotals(shift.companyId, shift.shiftId),
    logsOfShift(shift.companyId, shift.shiftId),
  ]);
  return expectedCashOf(shift.startCash, totals.tenders, logs);
}
