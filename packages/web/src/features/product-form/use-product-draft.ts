import { useCallback, useMemo, useReducer } from "react";
import type { ProductDraft } from "@pos/core/catalog/product.schema";
import { errorMessage } from "@/lib/errors";

export type DraftChange = (draft: ProductDraft) => ProductDraft;

export type DraftState = {
  draft: ProductDraft;
  /** The product as last loaded or saved: what "unsaved changes" compares with. */
  baseline: ProductDraft;
  /** A rule refused the last change (the draft stayed as it was). */
  refusal: string | null;
};

export type DraftAction = { type: "edit"; change: DraftChange } | { type: "load"; product: ProductDraft };

export function draftReducer(state: DraftState, action: DraftAction): DraftState {
  if (action.type === "load") return { draft: action.product, baseline: action.product, refusal: null };
  try {
    return { ...state, draft: action.change(state.draft), refusal: null };
  } catch (error) {
    return { ...state, refusal: errorMessage(error) };
  }
}

/** Changed while the draft differs from what was loaded or saved (an edit undone is no change). */
export function isChanged(state: Pick<DraftState, "draft" | "baseline">): boolean {
  return JSON.stringify(state.draft) !== JSON.stringify(state.baseline);
}

/**
 * The form's state: a `ProductDraft` changed only through functions (the catalogue rules or a plain field
 * update). It counts as changed while it differs from what was loaded, so undoing an edit clears the flag.
 */
export function useProductDraft(initial: ProductDraft) {
  const [state, dispatch] = useReducer(draftReducer, initial, (product) => ({
    draft: product,
    baseline: product,
    refusal: null,
  }));
  const dirty = useMemo(() => isChanged(state), [state]);
  const edit = useCallback((change: DraftChange) => dispatch({ type: "edit", change }), []);
  const load = useCallback((product: ProductDraft) => dispatch({ type: "load", product }), []);
  return { draft: state.draft, baseline: state.baseline, refusal: state.refusal, dirty, edit, load };
}

/** A change setting one field of the draft. */
export function setField<K extends keyof ProductDraft>(key: K, value: ProductDraft[K]): DraftChange {
  return (draft) => ({ ...draft, [key]: value });
}
