import { Search, X } from "lucide-react";
import { useId, useState } from "react";
import type { InventoryLogProductOption } from "@pos/core/inventory/inventory-log-query.schema";
import { useDebouncedValue } from "@/components/shared/use-debounced-value";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { trpc } from "@/lib/trpc";

type Props = {
  companyId: number;
  locationId: string;
  value: InventoryLogProductOption | null;
  onChange: (product: InventoryLogProductOption | null) => void;
};

/** Picks one product by typing its name, SKU or barcode. */
export function ProductFilter({ companyId, locationId, value, onChange }: Props) {
  const id = useId();
  const [text, setText] = useState("");
  const searchQuery = useDebouncedValue(text.trim(), 300);
  const found = trpc.inventoryLogs.products.useQuery(
    { companyId, locationId, searchQuery },
    { enabled: value === null && searchQuery.length > 0 },
  );
  const options = searchQuery.length > 0 ? (found.data ?? []) : [];

  if (value) {
    return (
      <div className="grid gap-1.5">
        <Label>Product</Label>
        <div className="flex h-9 items-center justify-between gap-2 rounded-md border bg-muted/40 px-3 text-sm">
          <span className="truncate" title={value.name}>
            {value.name}
          </span>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="size-6"
            aria-label="Clear the product"
            onClick={() => {
              setText("");
              onChange(null);
            }}
          >
            <X aria-hidden />
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className="relative grid gap-1.5">
      <Label htmlFor={id}>Product</Label>
      <div className="relative">
        <Search className="absolute top-2.5 left-2.5 size-4 text-muted-foreground" aria-hidden />
        <Input
          id={id}
          type="search"
          role="combobox"
          aria-expanded={options.length > 0}
          aria-controls={`${id}-options`}
          placeholder="All products"
          className="pl-8"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      {searchQuery.length > 0 && found.data && (
        <ul
          id={`${id}-options`}
          role="listbox"
          aria-label="Matching products"
          className="absolute top-full z-20 mt-1 max-h-64 w-full min-w-64 overflow-auto rounded-md border bg-popover p-1 shadow-md"
        >
          {options.length === 0 && (
            <li className="px-2 py-1.5 text-sm text-muted-foreground">No products found</li>
          )}
          {options.map((option) => (
            <li key={option.id} role="option" aria-selected={false}>
              <button
                type="button"
                className="flex w-full flex-col items-start rounded-sm px-2 py-1.5 text-left text-sm outline-none hover:bg-accent focus-visible:bg-accent"
                onClick={() => onChange(option)}
              >
                <span>{option.name}</span>
                {option.sku && <span className="text-xs text-muted-foreground">{option.sku}</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
