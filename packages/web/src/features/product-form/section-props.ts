import type { ProductDraft } from "@pos/core/catalog/product.schema";
import type { DraftChange } from "./use-product-draft";

/** What every section of the form receives: the draft and the way to change it. */
export type SectionProps = { draft: ProductDraft; edit: (change: DraftChange) => void };

/** Empty text is no value. */
export const orNull = (text: string): string | null => (text === "" ? null : text);
