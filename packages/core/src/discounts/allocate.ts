import { compareIds, lineAmount, spread } from "./amounts";
import type { Discount } from "./discount.schema";

/** A discount and the lines it applies to. */
export interface Application {
  discount: Discount;
  lineIds: readonly string[];
}

export interface LineToPrice {
  lineId: string;
  quantity: number;
  linePrice: number;
}

export interface LineShare {
  discount: Discount;
  amount: number;
}

/** Stacking order: item fixed prices, item percentages, item fixed amounts, order percentages, order amounts. */
function stage(discount: Discount): number {
  if (discount.scope === "order") return discount.kind === "percentage" ? 3 : 4;
  return discount.kind === "fixedPrice" ? 0 : discount.kind === "percentage" ? 1 : 2;
}

/** Within a stage the strongest goes first (lowest fixed price, highest percentage or amount), then by id. */
export function compareApplication(a: Discount, b: Discount): number {
  const byStage = stage(a) - stage(b);
  if (byStage !== 0) return byStage;
  const byValue = a.kind === "fixedPrice" ? a.value - b.value : b.value - a.value;
  return byValue !== 0 ? byValue : compareIds(a.id, b.id);
}

const isSharedAmount = (discount: Discount) => discount.scope === "order" && discount.kind === "fixedAmount";

/** With stacking: every discount in stacking order, each on what the earlier ones left. */
function stacked(lines: Map<string, LineToPrice>, applications: Application[]): Map<string, LineShare[]> {
  const remaining = new Map([...lines.values()].map((line) => [line.lineId, line.linePrice]));
  const result = new Map<string, LineShare[]>([...lines.keys()].map((lineId) => [lineId, []]));
  const take = (lineId: string, discount: Discount, amount: number) => {
    if (amount <= 0) return;
    remaining.set(lineId, (remaining.get(lineId) ?? 0) - amount);
    result.get(lineId)?.push({ discount, amount });
  };
  for (const { discount, lineIds } of [...applications].sort((a, b) =>
    compareApplication(a.discount, b.discount),
  )) {
    if (isSharedAmount(discount)) {
      const weights = lineIds.map((lineId) => ({ lineId, weight: remaining.get(lineId) ?? 0 }));
      for (const [lineId, amount] of spread(discount.value, weights)) take(lineId, discount, amount);
    } else {
      for (const lineId of lineIds) {
        const line = lines.get(lineId);
        if (line) take(lineId, discount, lineAmount(discount, remaining.get(lineId) ?? 0, line.quantity));
      }
    }
  }
  return result;
}

/**
 * Without stacking: each line takes the one discount that saves most on it, each discount valued alone on the full
 * line price (an order amount by its share of all the lines it covers); a tie goes to the earlier in stacking
 * order. An order amount is then shared again across only the lines it won, so its value is not lost.
 */
function single(lines: Map<string, LineToPrice>, applications: Application[]): Map<string, LineShare[]> {
  const sorted = [...applications].sort((a, b) => compareApplication(a.discount, b.discount));
  const best = new Map<string, LineShare>();
  for (const { discount, lineIds } of sorted) {
    const shared = isSharedAmount(discount)
      ? spread(
          discount.value,
          lineIds.map((lineId) => ({ lineId, weight: lines.get(lineId)?.linePrice ?? 0 })),
        )
      : null;
    for (const lineId of lineIds) {
      const line = lines.get(lineId);
      if (!line) continue;
      const amount = shared ? (shared.get(lineId) ?? 0) : lineAmount(discount, line.linePrice, line.quantity);
      if (amount > (best.get(lineId)?.amount ?? 0)) best.set(lineId, { discount, amount });
    }
  }
  for (const { discount } of sorted.filter((application) => isSharedAmount(application.discount))) {
    const won = [...best].filter(([, share]) => share.discount.id === discount.id).map(([lineId]) => lineId);
    const weights = won.map((lineId) => ({ lineId, weight: lines.get(lineId)?.linePrice ?? 0 }));
    for (const [lineId, amount] of spread(discount.value, weights)) best.set(lineId, { discount, amount });
  }
  return new Map(
    [...lines.keys()].map((lineId) => {
      const share = best.get(lineId);
      return [lineId, share && share.amount > 0 ? [share] : []];
    }),
  );
}

/** Cents each discount takes off each line; a line's shares never add up to more than its price. */
export function allocate(
  lines: readonly LineToPrice[],
  applications: readonly Application[],
  stacking: boolean,
): Map<string, LineShare[]> {
  const byId = new Map(lines.map((line) => [line.lineId, line]));
  const usable = applications.filter((application) => application.lineIds.length > 0);
  return stacking ? stacked(byId, usable) : single(byId, usable);
}
