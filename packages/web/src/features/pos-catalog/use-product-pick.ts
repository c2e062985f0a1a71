import type { PosProduct } from "@pos/core/payments/pos-data.schema";
import { useCallback, useState } from "react";
import { posToast } from "@/lib/pos-toast";
import type { BrowsePreferences } from "./browse";
import type { CatalogIndex } from "./catalog-index";
import { pickOutcome, type PickDialog } from "./pick-rules";

export type OnPick = (product: PosProduct, batchId: string | null) => void;

/** The pick flow (pick-rules.ts) with its dialogs: a variant or lot to choose, or the line to add. */
export function useProductPick(index: CatalogIndex, preferences: BrowsePreferences, onPick: OnPick) {
  const [dialog, setDialog] = useState<PickDialog>({ kind: "none" });
  const { openVariants, hideEmptyInventory } = preferences;

  const pick = useCallback(
    (product: PosProduct, batchId: string | null = null, unknownLot: string | null = null) => {
      const outcome = pickOutcome(index, { openVariants, hideEmptyInventory }, product, batchId, unknownLot);
      if (outcome.kind === "ask") {
        setDialog(outcome.dialog);
        return;
      }
      setDialog({ kind: "none" });
      if (outcome.kind === "error") posToast.error(outcome.message);
      else onPick(outcome.product, outcome.batchId);
    },
    [index, openVariants, hideEmptyInventory, onPick],
  );

  const close = useCallback(() => setDialog({ kind: "none" }), []);
  return { dialog, pick, close };
}
