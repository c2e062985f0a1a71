import { ScanLine } from "lucide-react";
import { useId, useState } from "react";
import { formatCents } from "@pos/core/common/money";
import type { OrderProductChoice } from "@pos/core/purchasing/purchase-order-view.schema";
import { useDebouncedValue } from "@/components/shared/use-debounced-value";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/errors";
import { trpc } from "@/lib/trpc";

type PickerProps = {
  companyId: number;
  locationId: string;
  label?: string;
  onPick: (choice: OrderProductChoice) => void;
};

const unitsText = (value: number) => value.toLocaleString("en-CA", { maximumFractionDigits: 3 });

/**
 * Finds products by typing (name, SKU, barcode) or scanning: Enter on a code that finds exactly one product picks
 * it at once (a GS1 code also carries its lot, expiry and packaging date).
 */
export function OrderProductPicker({ companyId, locationId, label = "Add a product", onPick }: PickerProps) {
  const inputId = useId();
  const [text, setText] = useState("");
  const [notice, setNotice] = useState<string | null>(null);
  const query = useDebouncedValue(text.trim(), 250);
  const utils = trpc.useUtils();
  const results = trpc.purchaseOrders.products.useQuery(
    { companyId, locationId, query },
    { enabled: query.length > 0 && locationId !== "" },
  );
  const pick = (choice: OrderProductChoice) => {
    onPick(choice);
    setText("");
    setNotice(null);
  };
  const scan = async () => {
    const code = text.trim();
    if (!code || !locationId) return;
    const found = await utils.purchaseOrders.products.fetch({ companyId, locationId, query: code });
    const exact = found.filter((choice) => choice.barcode === code || choice.sku === code || choice.scanned);
    const only = exact.length === 1 ? exact[0] : found.length === 1 ? found[0] : undefined;
    if (only) pick(only);
    else
      setNotice(
        found.length === 0 ? `No product found for ${code}` : "Several products match: choose one below.",
      );
  };
  const shown = query.length > 0 && text.trim() === query ? results.data : undefined;

  return (
    <div className="grid gap-2">
      <Label htmlFor={inputId}>{label}</Label>
      <div className="flex gap-2">
        <div className="relative w-full max-w-md">
          <ScanLine className="absolute top-2.5 left-2.5 size-4 text-muted-foreground" aria-hidden />
          <Input
            id={inputId}
            className="pl-8"
            placeholder="Search by name or SKU, or scan a barcode"
            autoComplete="off"
            value={text}
            disabled={!locationId}
            onChange={(event) => {
              setText(event.target.value);
              setNotice(null);
            }}
            onKeyDown={(event) => {
              if (event.key !== "Enter") return;
              event.preventDefault();
              void scan();
            }}
          />
        </div>
        {results.isFetching && <Spinner label="Searching products" />}
      </div>
      {notice && <p className="text-sm text-muted-foreground">{notice}</p>}
      {results.error && <p className="text-sm text-destructive">{errorMessage(results.error)}</p>}
      {shown && (
        <ul aria-label="Matching products" className="grid max-w-2xl divide-y rounded-md border">
          {shown.length === 0 && (
            <li className="px-3 py-2 text-sm text-muted-foreground">No product matches.</li>
          )}
          {shown.map((choice) => (
            <li key={choice.productId} className="flex items-center justify-between gap-3 px-3 py-2">
              <div className="min-w-0">
                <div className="truncate font-medium">{choice.name}</div>
                <div className="text-xs text-muted-foreground">
                  {[
                    choice.sku ?? "No SKU",
                    choice.lotTracked ? "by lot" : null,
                    `${unitsText(choice.onHand)} on hand`,
                    formatCents(choice.unitCost),
                  ]
                    .filter(Boolean)
                    .join(" · ")}
                </div>
              </div>
              <Button type="button" size="sm" variant="outline" onClick={() => pick(choice)}>
                Add {choice.name}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
