import { ShiftTotal, type shiftTotalKinds } from "./shift-total.entity";

export interface ShiftTotalChange {
  kind: (typeof shiftTotalKinds)[number];
  name: string;
  amount: number;
  count: number;
}

/** The totals a set of transactions adds to a shift: one change per payment type, plus the sale (or refund) itself. */
export function shiftTotalChanges(
  transactions: readonly { paymentTypeId: string; amount: number }[],
  kind: "sales" | "refunds",
  amount: number,
): ShiftTotalChange[] {
  const byType = new Map<string, ShiftTotalChange>();
  for (const { paymentTypeId, amount: cents } of transactions) {
    const change = byType.get(paymentTypeId) ?? { kind: "tender", name: paymentTypeId, amount: 0, count: 0 };
    byType.set(paymentTypeId, { ...change, amount: change.amount + cents, count: change.count + 1 });
  }
  return [...byType.values(), { kind, name: "all", amount, count: 1 }];
}

export interface ShiftTotals {
  tenders: { paymentTypeId: string; amount: number; count: number }[];
  sales: { amount: number; count: number };
  refunds: { amount: number; count: number };
}

export async function readShiftTotals(companyId: number, shiftId: string): Promise<ShiftTotals> {
  const rows = (await ShiftTotal.query.byShift({ companyId, shiftId }).go({ pages: "all", consistent: true }))
    .data;
  const sum = (kind: "sales" | "refunds") => {
    const row = rows.find((entry) => entry.kind === kind);
    return { amount: row?.amount ?? 0, count: row?.count ?? 0 };
  };
  return {
    tenders: rows
      .filter((row) => row.kind === "tender")
      .map((row) => ({ paymentTypeId: row.name, amount: row.amount, count: row.count })),
    sales: sum("sales"),
    refunds: sum("refunds"),
  };
}
