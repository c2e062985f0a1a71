import type { TransferProductChoice, TransferView } from "@pos/core/inventory/transfer.schema";

/** A line being edited in a draft; `quantity` is the text typed. */
export type DraftLine = {
  key: string;
  productId: string;
  name: string;
  sku: string | null;
  lotTracked: boolean;
  lots: { id: string; lotNumber: string; available: number }[];
  batchId: string | null;
  quantity: string;
  /** What the source holds of this product (and lot); null: not known. */
  available: number | null;
};

export const draftLinesOf = (transfer: TransferView): DraftLine[] =>
  transfer.lines.map((line) => ({
    key: `${line.productId}/${line.batchId ?? ""}`,
    productId: line.productId,
    name: line.productName,
    sku: line.sku,
    lotTracked: line.batchId !== null,
    lots: line.batchId
      ? [{ id: line.batchId, lotNumber: line.lotNumber ?? line.batchId, available: line.available ?? 0 }]
      : [],
    batchId: line.batchId,
    quantity: String(line.quantity),
    available: line.available,
  }));

const availableOf = (choice: TransferProductChoice, batchId: string | null) =>
  batchId ? (choice.lots.find((lot) => lot.id === batchId)?.available ?? 0) : choice.available;

/**
 * The lines with `choice` added: one more of it when the product (and lot) is already there. A lot-tracked product
 * takes the scanned lot, else the earliest-expiring lot with stock.
 */
export function withChoice(
  lines: DraftLine[],
  choice: TransferProductChoice,
  scannedLot: string | null,
): DraftLine[] {
  const batchId = choice.lotTracked
    ? (scannedLot ?? choice.lots.find((lot) => lot.available > 0)?.id ?? choice.lots[0]?.id ?? null)
    : null;
  const existing = lines.find((line) => line.productId === choice.productId && line.batchId === batchId);
  if (existing)
    return lines.map((line) =>
      line === existing ? { ...line, quantity: String((Number(line.quantity) || 0) + 1) } : line,
    );
  return [
    ...lines,
    {
      key: `${choice.productId}/${batchId ?? ""}/${lines.length}`,
      productId: choice.productId,
      name: choice.name,
      sku: choice.sku,
      lotTracked: choice.lotTracked,
      lots: choice.lots.map(({ id, lotNumber, available }) => ({ id, lotNumber, available })),
      batchId,
      quantity: "1",
      available: availableOf(choice, batchId),
    },
  ];
}

/** The first problem of the lines as typed, or null when they can be saved. */
export function linesProblem(lines: DraftLine[]): string | null {
  for (const line of lines) {
    const quantity = Number(line.quantity);
    if (line.quantity.trim() === "" || !Number.isFinite(quantity) || quantity <= 0)
      return `Enter a quantity more than 0 for ${line.name}`;
    if (line.lotTracked && !line.batchId) return `Choose a lot for ${line.name}`;
  }
  return null;
}

export const toLineInput = (line: DraftLine) => ({
  productId: line.productId,
  batchId: line.batchId,
  quantity: Number(line.quantity),
});
