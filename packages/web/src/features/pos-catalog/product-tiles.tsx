import { formatCents } from "@pos/core/common/money";
import type { PosCategory, PosProduct } from "@pos/core/payments/pos-data.schema";
import { ChevronRight, Layers } from "lucide-react";
import { cn } from "@/lib/utils";
import type { CatalogIndex } from "./catalog-index";
import { priceRange, variantsOf } from "./browse";
import { StockNote } from "./stock-note";

export function CategoryTile({
  category,
  color,
  onOpen,
}: {
  category: PosCategory;
  color: string | null;
  onOpen: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onOpen}
      className="flex h-16 items-center justify-between gap-2 rounded-md border border-l-[6px] bg-card px-3 text-left text-sm font-medium shadow-xs hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
      style={{ borderLeftColor: color ?? "var(--border)" }}
    >
      <span className="line-clamp-2">{category.name}</span>
      <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden />
    </button>
  );
}

type ProductTileProps = {
  index: CatalogIndex;
  product: PosProduct;
  hideEmpty: boolean;
  highlighted: boolean;
  onPick: () => void;
};

function priceText(index: CatalogIndex, product: PosProduct, hideEmpty: boolean): string {
  const range = priceRange(index, product, hideEmpty);
  if (range === null) return "Open price";
  const [low, high] = range;
  return low === high ? formatCents(low) : `from ${formatCents(low)}`;
}

function details(product: PosProduct): string {
  return [product.sku, product.strainType, product.thc !== null ? `THC ${product.thc}` : null]
    .filter(Boolean)
    .join(" · ");
}

/** A product as a card (the default) or, with expanded listings, as a row with its details. */
export function ProductTile({
  index,
  product,
  hideEmpty,
  highlighted,
  onPick,
  expanded,
}: ProductTileProps & { expanded: boolean }) {
  const variants = product.isMasterProduct ? variantsOf(index, product, hideEmpty).length : 0;
  const stock = product.isMasterProduct ? null : index.quantityOf(product);
  const price = priceText(index, product, hideEmpty);
  return (
    <button
      type="button"
      onClick={onPick}
      data-highlighted={highlighted || undefined}
      aria-label={product.name}
      className={cn(
        "rounded-md border bg-card text-left shadow-xs hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none data-[highlighted]:border-primary data-[highlighted]:ring-2 data-[highlighted]:ring-primary/40",
        expanded ? "flex w-full items-center gap-4 px-3 py-2" : "flex h-28 flex-col justify-between p-3",
      )}
    >
      <span className="min-w-0 flex-1">
        <span className={cn("font-medium", expanded ? "block truncate" : "line-clamp-2 text-sm")}>
          {product.name}
        </span>
        {expanded && <span className="block truncate text-xs text-muted-foreground">{details(product)}</span>}
      </span>
      <span
        className={cn(
          "flex items-end justify-between gap-2",
          expanded && "shrink-0 flex-col items-end gap-0",
        )}
      >
        {product.isMasterProduct ? (
          <span className="flex items-center gap-1 text-xs whitespace-nowrap text-muted-foreground">
            <Layers className="size-3" aria-hidden />
            {variants} {variants === 1 ? "variant" : "variants"}
          </span>
        ) : product.complianceBlock ? (
          <span className="text-xs text-destructive" title={product.complianceBlock}>
            Can't be sold here
          </span>
        ) : (
          <StockNote quantity={stock} unit={product.unit} />
        )}
        <span className="text-sm font-semibold whitespace-nowrap tabular-nums">{price}</span>
      </span>
    </button>
  );
}
