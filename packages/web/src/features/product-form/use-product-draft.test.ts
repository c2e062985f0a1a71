import { describe, expect, it } from "vitest";
import { newProductDraft, setBatchTracked, setInventoryMode } from "@pos/core/catalog/product-rules";
import { draftReducer, isChanged, setField, type DraftState } from "./use-product-draft";

const loaded = (overrides = {}): DraftState => {
  const product = newProductDraft({ name: "Kush", price: 1000, ...overrides });
  return { draft: product, baseline: product, refusal: null };
};

describe("the product draft", () => {
  it("is changed by an edit and unchanged again when the edit is undone", () => {
    const edited = draftReducer(loaded(), { type: "edit", change: setField("price", 1200) });
    expect(edited.draft.price).toBe(1200);
    expect(isChanged(edited)).toBe(true);
    const undone = draftReducer(edited, { type: "edit", change: setField("price", 1000) });
    expect(isChanged(undone)).toBe(false);
  });

  it("changes through the catalogue rules", () => {
    const master = draftReducer(loaded(), {
      type: "edit",
      change: (product) => setInventoryMode(product, "prepack"),
    });
    expect(master.draft.isMasterProduct).toBe(true);
    expect(master.draft.childProducts).toHaveLength(1);
    expect(master.draft.price).toBe(0);
  });

  it("keeps the draft and reports the message when a rule refuses the change", () => {
    const state = loaded({ isBatchTracked: true });
    const refused = draftReducer(state, {
      type: "edit",
      change: (product) => setBatchTracked(product, false, true),
    });
    expect(refused.draft).toBe(state.draft);
    expect(refused.refusal).toBe("Lot tracking cannot be turned off once it is on.");
  });

  it("takes a saved product as the new starting point", () => {
    const edited = draftReducer(loaded(), { type: "edit", change: setField("name", "Kush 2") });
    const saved = draftReducer(edited, { type: "load", product: edited.draft });
    expect(isChanged(saved)).toBe(false);
    expect(saved.baseline.name).toBe("Kush 2");
  });
});
