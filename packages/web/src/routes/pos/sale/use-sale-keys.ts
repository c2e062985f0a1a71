import { useEffect, useEffectEvent } from "react";
import { scanInputAttribute } from "@/features/pos-catalog/use-barcode-scanner";

export type SaleKeyAction = "focusSearch" | "pay" | "increase" | "decrease" | "remove";

/**
 * The sale screen's keys: `/` or F2 search, F9 or Ctrl+Enter pay; +, − and Delete act on the selected line
 * unless a field has the focus (where they type). Nothing fires while a dialog is open.
 */
export function saleKeyAction(
  event: Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "altKey">,
  inField: boolean,
): SaleKeyAction | null {
  if (event.key === "F2") return "focusSearch";
  if (event.key === "F9" || (event.key === "Enter" && (event.ctrlKey || event.metaKey))) return "pay";
  if (inField || event.ctrlKey || event.metaKey || event.altKey) return null;
  if (event.key === "/") return "focusSearch";
  if (event.key === "+" || event.key === "=") return "increase";
  if (event.key === "-") return "decrease";
  if (event.key === "Delete") return "remove";
  return null;
}

/** The product search counts as a field only once something is typed in it (it holds the focus between picks). */
const isField = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName)) &&
  !(target instanceof HTMLInputElement && target.hasAttribute(scanInputAttribute) && target.value === "");

export function useSaleKeys(onAction: (action: SaleKeyAction) => void, enabled: boolean) {
  const act = useEffectEvent(onAction);
  useEffect(() => {
    if (!enabled) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || document.querySelector("[role=dialog], [role=alertdialog], [role=menu]"))
        return;
      const action = saleKeyAction(event, isField(event.target));
      if (!action) return;
      event.preventDefault();
      act(action);
    }
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [enabled]);
}
