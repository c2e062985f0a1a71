import { z } from "zod";
import { defaultProductListColumns, productListColumns } from "../catalog/listing.schema";

/** A stored value is at most 4 KB of JSON. */
export const preferenceMaxBytes = 4096;

export const preferenceMessages = {
  unknownKey: "This preference does not exist",
  tooLarge: "A preference value is at most 4 KB",
  duplicateColumn: "Choose each column once",
} as const;

const ZProductListingColumns = z
  .array(z.enum(productListColumns, { error: "Choose columns from the list" }))
  .max(productListColumns.length)
  .refine((columns) => new Set(columns).size === columns.length, preferenceMessages.duplicateColumn);

/** Every known key with the schema of its value; a key not listed here is refused. */
export const preferenceSchemas = {
  "productListing.columns": ZProductListingColumns,
} as const;

export type PreferenceKey = keyof typeof preferenceSchemas;
export type PreferenceValue<K extends PreferenceKey = PreferenceKey> = z.infer<(typeof preferenceSchemas)[K]>;

export const preferenceDefaults: { [K in PreferenceKey]: PreferenceValue<K> } = {
  "productListing.columns": defaultProductListColumns,
};

const preferenceKeys = Object.keys(preferenceSchemas) as [PreferenceKey, ...PreferenceKey[]];
const ZPreferenceKey = z.enum(preferenceKeys, { error: preferenceMessages.unknownKey });

const jsonBytes = (value: unknown): number => new TextEncoder().encode(JSON.stringify(value)).length;

export const ZGetPreferenceInput = z.object({ key: ZPreferenceKey });
export type GetPreferenceInput = z.input<typeof ZGetPreferenceInput>;

export const ZSetPreferenceInput = z
  .discriminatedUnion(
    "key",
    [z.object({ key: z.literal("productListing.columns"), value: ZProductListingColumns })],
    { error: preferenceMessages.unknownKey },
  )
  .refine((input) => jsonBytes(input.value) <= preferenceMaxBytes, preferenceMessages.tooLarge);
export type SetPreferenceInput = z.input<typeof ZSetPreferenceInput>;

export interface PreferenceEntry<K extends PreferenceKey = PreferenceKey> {
  key: K;
  value: PreferenceValue<K>;
  /** false until the user saves a value of their own. */
  isSaved: boolean;
}
