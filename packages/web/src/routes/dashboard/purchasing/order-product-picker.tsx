import { formatCents } from "@pos/core/common/money";
import type { OrderProductChoice } from "@pos/core/purchasing/purchase-order-view.schema";
import { ScanProductPicker } from "@/components/shared/scan-product-picker";
import { trpc } from "@/lib/trpc";

type PickerProps = {
  companyId: number;
  locationId: string;
  label?: string;
  onPick: (choice: OrderProductChoice) => void;
};

const unitsText = (value: number) => value.toLocaleString("en-CA", { maximumFractionDigits: 3 });

/** The product picker of an order: a GS1 code also carries its lot, expiry and packaging date. */
export function OrderProductPicker({ companyId, locationId, label, onPick }: PickerProps) {
  const utils = trpc.useUtils();
  const useResults = (query: string) =>
    trpc.purchaseOrders.products.useQuery(
      { companyId, locationId, query },
      { enabled: query.length > 0 && locationId !== "" },
    );
  return (
    <ScanProductPicker<OrderProductChoice>
      label={label}
      disabled={!locationId}
      useResults={useResults}
      fetchMatches={(code) => utils.purchaseOrders.products.fetch({ companyId, locationId, query: code })}
      matchesCode={(choice, code) =>
        choice.barcode === code || choice.sku === code || Boolean(choice.scanned)
      }
      detail={(choice) =>
        [
          choice.sku ?? "No SKU",
          choice.lotTracked ? "by lot" : null,
          `${unitsText(choice.onHand)} on hand`,
          formatCents(choice.unitCost),
        ]
          .filter(Boolean)
          .join(" · ")
      }
      onPick={onPick}
    />
  );
}
