import { z } from "zod";
import { ZId, zText } from "../common/bounded.schema";

/** At most this many outputs per conversion, so one conversion is one transaction (DynamoDB: 100 actions). */
export const maxConversionOutputs = 20;

export const conversionMessages = {
  positive: "Please enter a quantity greater than 0",
  noOutputs: "Add at least one product to convert into",
  tooManyOutputs: `Convert into at most ${maxConversionOutputs} products at a time`,
  sameProduct: "A product can't be converted into itself",
  duplicateOutput: "Each output must be a different product or lot",
  sourceLotRequired: (name: string) =>
    `${name} is tracked by lot: choose an existing lot, or convert from a lot so its lot number can be carried`,
} as const;

const ZQuantity = z.number().positive(conversionMessages.positive).max(1_000_000);

/** A product (and lot; null: not tracked by lot, or for an output: carry the source's lot) and a quantity. */
export const ZConversionLine = z.object({
  productId: ZId,
  batchId: ZId.nullable().default(null),
  /** In the product's inventory unit (pieces, or grams for goods sold by measure). */
  quantity: ZQuantity,
});

/** Converts stock at one location: the source leaves (CONVERSION_OUT), the outputs arrive (CONVERSION_IN). */
export const ZConvertInput = z.object({
  companyId: z.number().int().positive(),
  locationId: ZId,
  from: ZConversionLine,
  outputs: z
    .array(ZConversionLine)
    .min(1, conversionMessages.noOutputs)
    .max(maxConversionOutputs, conversionMessages.tooManyOutputs),
  note: zText(500).nullable().default(null),
});
export type ConvertInput = z.input<typeof ZConvertInput>;

export const ZConversionProductsInput = z.object({
  companyId: z.number().int().positive(),
  locationId: ZId,
  searchQuery: zText(200),
});

export const ZConversionHoldingInput = z.object({
  companyId: z.number().int().positive(),
  locationId: ZId,
  productId: ZId,
});

/** A product that holds stock, offered by the convert screen's search. */
export interface ConversionProduct {
  id: string;
  name: string;
  sku: string | null;
  unit: string;
  /** Stock kept per lot. */
  lotted: boolean;
  /** trackConversionCosts: as an output, it takes the source's cost. */
  tracksConversionCosts: boolean;
}

/** What a location holds of a product: per lot (batchId null: not tracked by lot). */
export interface ConversionHolding {
  batchId: string | null;
  lotNumber: string | null;
  expiryDate: string | null;
  quantity: number;
  /** Cents per unit. */
  unitCost: number;
}

/** One side of a conversion as it was (or would be) written. */
export interface ConversionLineView {
  productId: string;
  productName: string;
  sku: string | null;
  batchId: string | null;
  lotNumber: string | null;
  /** Positive: units taken (the source) or added (an output). */
  quantity: number;
  onHandBefore: number;
  onHandAfter: number;
  /** Cents per unit at which the units moved (an output that does not carry costs: its own cost). */
  unitCost: number;
  /** The stock's cost per unit after the conversion. */
  unitCostAfter: number;
  /** A lot created by this conversion, carrying the source's lot number and expiry. */
  newLot: boolean;
}

export interface ConversionView {
  id: string;
  locationId: string;
  createDate: string;
  byName: string;
  note: string | null;
  from: ConversionLineView;
  outputs: ConversionLineView[];
  /** Cents: the source's quantity × its cost per unit. */
  value: number;
}
