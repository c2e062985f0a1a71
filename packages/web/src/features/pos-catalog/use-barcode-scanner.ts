import { useEffect, useRef } from "react";
import { ScanDecoder } from "./scan-decoder";

/** Marks the one text field a scan may be typed into (the product search); other fields keep their keys. */
export const scanInputAttribute = "data-scan-input";

function isOtherTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.hasAttribute(scanInputAttribute)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (!(target instanceof HTMLInputElement)) return false;
  return !["button", "checkbox", "radio", "submit", "reset", "range", "color"].includes(target.type);
}

/**
 * A keyboard-wedge scanner anywhere on the page (see scan-decoder.ts), except while a text field other than the
 * product search has focus. The Enter (or Tab) that ends a scan is swallowed, so it never also submits or picks.
 * The characters of a burst (typed fast after another) are marked handled outside a text field, so a code like
 * "GTH-2609B" does not trigger the screen's one-key shortcuts. `onScan` gets the code and the field the scan was typed into, if any (to take the code back out of it).
 */
export function useBarcodeScanner(
  onScan: (code: string, field: HTMLInputElement | null) => void,
  enabled = true,
): void {
  const latest = useRef(onScan);
  useEffect(() => {
    latest.current = onScan;
  }, [onScan]);

  useEffect(() => {
    if (!enabled) return;
    const decoder = new ScanDecoder();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.repeat || event.isComposing) return;
      if (isOtherTextField(event.target)) {
        decoder.reset();
        return;
      }
      const step = decoder.push({
        key: event.key,
        time: event.timeStamp,
        ctrlKey: event.ctrlKey,
        altKey: event.altKey,
        metaKey: event.metaKey,
      });
      if (step.kind === "burst" && !(event.target instanceof HTMLInputElement)) event.preventDefault();
      if (step.kind !== "scan") return;
      event.preventDefault();
      event.stopPropagation();
      latest.current(step.code, event.target instanceof HTMLInputElement ? event.target : null);
    };
    window.addEventListener("keydown", onKeyDown, { capture: true });
    return () => window.removeEventListener("keydown", onKeyDown, { capture: true });
  }, [enabled]);
}
