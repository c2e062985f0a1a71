import { ScanLine } from "lucide-react";
import { useState } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { useDebouncedValue } from "@/components/shared/use-debounced-value";
import { errorMessage } from "@/lib/errors";
import { trpc } from "@/lib/trpc";
import type { FoundProduct } from "@pos/core/inventory/inventory-overview.schema";
import type { AdjustTarget } from "./adjust-stock-form";

type ProductFinderProps = {
  companyId: number;
  locationId: string;
  onPick: (product: AdjustTarget) => void;
};

/** Type a name, SKU or barcode, or scan a package: a GS1 code picks the product and its lot at once. */
export function ProductFinder({ companyId, locationId, onPick }: ProductFinderProps) {
  const utils = trpc.useUtils();
  const [text, setText] = useState("");
  const [submitted, setSubmitted] = useState("");
  const typed = useDebouncedValue(text.trim(), 250);
  const code = submitted || typed;
  const found = trpc.inventory.findProducts.useQuery(
    { companyId, locationId, code },
    { enabled: code.length > 0, retry: false },
  );
  const pick = (product: FoundProduct, scan = found.data) => {
    onPick({
      productId: product.productId,
      name: product.parentName ? `${product.parentName} ${product.name}` : product.name,
      lotNumber: scan?.lotNumber ?? null,
      lotExpiry: scan?.expiryDate ?? null,
    });
    setText("");
    setSubmitted("");
  };
  const results = code && found.data ? found.data.products : [];
  return (
    <div className="grid gap-2">
      <Label htmlFor="find-product">Product</Label>
      <form
        className="relative"
        onSubmit={(event) => {
          event.preventDefault();
          const scanned = text.trim();
          if (!scanned) return;
          setSubmitted(scanned);
          // A scanner ends with Enter: one match is picked at once, with the lot its code names.
          void utils.inventory.findProducts
            .fetch({ companyId, locationId, code: scanned })
            .then((result) => {
              if (result.products.length === 1) pick(result.products[0]!, result);
            })
            .catch(() => undefined);
        }}
      >
        <ScanLine
          className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden
        />
        <Input
          id="find-product"
          type="search"
          autoComplete="off"
          maxLength={200}
          placeholder="Search by name, SKU or barcode, or scan a package"
          className="pl-8"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setSubmitted("");
          }}
        />
      </form>
      {found.isFetching && <Spinner label="Searching" />}
      {found.error && <p className="text-sm text-destructive">{errorMessage(found.error)}</p>}
      {code && found.data && results.length === 0 && (
        <p className="text-sm text-muted-foreground">No product that keeps stock matches “{code}”.</p>
      )}
      {results.length > 0 && (
        <ul className="grid max-h-72 divide-y overflow-auto rounded-md border" aria-label="Matching products">
          {results.map((product) => (
            <li key={product.productId}>
              <button
                type="button"
                onClick={() => pick(product)}
                className="flex w-full items-center justify-between gap-4 px-3 py-2 text-left text-sm outline-none hover:bg-muted focus-visible:bg-muted"
              >
                <span className="font-medium">
                  {product.parentName && (
                    <span className="text-muted-foreground">{product.parentName} · </span>
                  )}
                  {product.name}
                </span>
                <span className="text-xs text-muted-foreground">
                  {[product.sku, product.barcode].filter(Boolean).join(" · ")}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
