import type { ProductItem } from "../catalog/product.entity";
import type { StockChange, StockKey } from "./stock-ledger";

/** One side of a conversion, checked: the stock item, its product and the units that move (positive). */
export interface ConversionSide {
  key: StockKey;
  product: Pick<ProductItem, "name" | "weight" | "trackConversionCosts">;
  quantity: number;
}

/**
 * The cost per unit each output takes of `value` (cents): split by quantity × the product's net weight when
 * every output has one (a 3.5 g jar takes half of what a 7 g jar takes), else by quantity alone.
 */
export function carriedUnitCosts(
  value: number,
  outputs: readonly { quantity: number; weight?: number | null }[],
): number[] {
  const weighed = outputs.every((output) => (output.weight ?? 0) > 0);
  const shares = outputs.map((output) => output.quantity * (weighed ? output.weight! : 1));
  const total = shares.reduce((sum, share) => sum + share, 0);
  return outputs.map((output, index) => (value * shares[index]!) / total / output.quantity);
}

/**
 * The ledger changes of a conversion: the source leaves at its cost; each output arrives at its share of the
 * source's value when it tracks conversion costs, else keeps its own cost.
 */
export function conversionChanges(
  source: ConversionSide & { unitCost: number },
  outputs: readonly ConversionSide[],
): StockChange[] {
  const carried = carriedUnitCosts(
    source.quantity * source.unitCost,
    outputs.map((output) => ({ quantity: output.quantity, weight: output.product.weight })),
  );
  return [
    {
      ...source.key,
      quantity: -source.quantity,
      type: "CONVERSION_OUT",
      productName: source.product.name,
    },
    ...outputs.map((output, index): StockChange => ({
      ...output.key,
      quantity: output.quantity,
      type: "CONVERSION_IN",
      unitCost: output.product.trackConversionCosts ? carried[index]! : null,
      productName: output.product.name,
    })),
  ];
}
