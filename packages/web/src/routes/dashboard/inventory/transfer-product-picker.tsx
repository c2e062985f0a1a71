import type { TransferProductChoice } from "@pos/core/inventory/transfer.schema";
import { ScanProductPicker } from "@/components/shared/scan-product-picker";
import { trpc } from "@/lib/trpc";

type PickerProps = {
  companyId: number;
  locationId: string;
  /** A product chosen, with the lot a scanned code named (null: none named). */
  onPick: (choice: TransferProductChoice, batchId: string | null) => void;
};

const stockText = (value: number) => value.toLocaleString("en-CA", { maximumFractionDigits: 3 });

/** The product picker of a transfer: a GS1 code also names its lot. */
export function TransferProductPicker({ companyId, locationId, onPick }: PickerProps) {
  const utils = trpc.useUtils();
  const useResults = (query: string) =>
    trpc.transfers.products.useQuery({ companyId, locationId, query }, { enabled: query.length > 0 });
  return (
    <ScanProductPicker<TransferProductChoice>
      useResults={useResults}
      fetchMatches={(code) => utils.transfers.products.fetch({ companyId, locationId, query: code })}
      matchesCode={(choice, code) =>
        choice.barcode === code || choice.sku === code || Boolean(choice.scannedLotId)
      }
      detail={(choice) =>
        `${[choice.sku, choice.lotTracked ? `${choice.lots.length} lots` : null].filter(Boolean).join(" · ") || "No SKU"} · ${stockText(choice.available)} on hand`
      }
      onPick={(choice) => onPick(choice, choice.scannedLotId)}
    />
  );
}
