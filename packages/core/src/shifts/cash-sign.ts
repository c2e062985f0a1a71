import type { ShiftLogType } from "./cash-movement.schema";

/** How each log type moves the cash in the drawer; a no sale only opens it. */
export const cashMovementSign: Record<ShiftLogType, number> = {
  payIn: 1,
  payOut: -1,
  cashDrop: -1,
  refund: -1,
  noSale: 0,
};

export const cashMovementTotal = (logs: { type: ShiftLogType; amount: number | null }[]): number =>
  logs.reduce((sum, log) => sum + cashMovementSign[log.type] * (log.amount ?? 0), 0);
