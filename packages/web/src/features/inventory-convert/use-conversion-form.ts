import { useMemo, useState } from "react";
import type { ConversionProduct, ConvertInput } from "@pos/core/inventory/conversion.schema";
import { parseQuantity } from "./quantities";

/** One side of the form: a product, its lot (null: none, or for an output: carry the source's lot) and a typed quantity. */
export type LineState = { product: ConversionProduct; batchId: string | null; quantity: string };

function lineInput(line: LineState) {
  const quantity = parseQuantity(line.quantity);
  return quantity === null ? null : { productId: line.product.id, batchId: line.batchId, quantity };
}

/** The convert form's state, and the input it makes when every quantity is a positive number. */
export function useConversionForm(companyId: number, locationId: string) {
  const [from, setFrom] = useState<LineState | null>(null);
  const [outputs, setOutputs] = useState<LineState[]>([]);
  const [note, setNote] = useState("");

  // One object per change of the form, so the debounced preview settles instead of restarting every render.
  const input = useMemo((): ConvertInput | null => {
    const source = from && lineInput(from);
    const targets = outputs.map(lineInput);
    if (!source || targets.length === 0 || targets.some((line) => line === null)) return null;
    return {
      companyId,
      locationId,
      from: source,
      outputs: targets.map((line) => line!),
      note: note.trim() || null,
    };
  }, [companyId, locationId, from, outputs, note]);

  return {
    from,
    outputs,
    note,
    input,
    setNote,
    pickSource: (product: ConversionProduct) => setFrom({ product, batchId: null, quantity: "" }),
    clearSource: () => setFrom(null),
    editSource: (change: Partial<LineState>) => setFrom((line) => (line ? { ...line, ...change } : line)),
    addOutput: (product: ConversionProduct) =>
      setOutputs((lines) => [...lines, { product, batchId: null, quantity: "" }]),
    editOutput: (index: number, change: Partial<LineState>) =>
      setOutputs((lines) => lines.map((line, at) => (at === index ? { ...line, ...change } : line))),
    removeOutput: (index: number) => setOutputs((lines) => lines.filter((_, at) => at !== index)),
    reset: () => {
      setFrom(null);
      setOutputs([]);
      setNote("");
    },
  };
}
