import type { PosCategory, PosProduct } from "@pos/core/payments/pos-data.schema";
import { PackageSearch } from "lucide-react";
import { EmptyState } from "@/components/layout/empty-state";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";
import type { CatalogIndex } from "./catalog-index";
import { categoryColor, type BrowsePreferences } from "./browse";
import { CategoryTile, ProductTile } from "./product-tiles";

export function BrowserSkeleton() {
  return (
    <div
      className="grid grid-cols-[repeat(auto-fill,minmax(9.5rem,1fr))] gap-2"
      aria-label="Loading products"
    >
      {Array.from({ length: 12 }, (_, at) => (
        <Skeleton key={at} className="h-28" />
      ))}
    </div>
  );
}

export function CategoryTiles({
  categories,
  all,
  onOpen,
}: {
  categories: PosCategory[];
  all: PosCategory[];
  onOpen: (id: string) => void;
}) {
  if (categories.length === 0) return null;
  return (
    <nav aria-label="Categories" className="grid grid-cols-[repeat(auto-fill,minmax(9.5rem,1fr))] gap-2">
      {categories.map((category) => (
        <CategoryTile
          key={category.id}
          category={category}
          color={categoryColor(all, category.id)}
          onOpen={() => onOpen(category.id)}
        />
      ))}
    </nav>
  );
}

type ProductGridProps = {
  index: CatalogIndex;
  products: PosProduct[];
  /** Whether there is more than is shown ("Show more" shows the next page). */
  more: boolean;
  preferences: BrowsePreferences;
  highlight: number;
  emptyTitle: string;
  onPick: (product: PosProduct) => void;
  onMore: () => void;
};

/** The products as cards, or as rows with expanded listings; "Show more" past the page size. */
export function ProductGrid({
  index,
  products,
  more,
  preferences,
  highlight,
  emptyTitle,
  onPick,
  onMore,
}: ProductGridProps) {
  if (products.length === 0)
    return (
      <EmptyState icon={PackageSearch} title={emptyTitle}>
        {preferences.hideEmptyInventory && "Products with no stock are hidden (register settings)."}
      </EmptyState>
    );
  const expanded = preferences.expandedListings;
  return (
    <div className="grid gap-3">
      <ul
        aria-label="Products"
        className={cn(
          expanded ? "grid gap-1.5" : "grid grid-cols-[repeat(auto-fill,minmax(9.5rem,1fr))] gap-2",
        )}
      >
        {products.map((product, at) => (
          <li key={product.id} className="grid">
            <ProductTile
              index={index}
              product={product}
              hideEmpty={preferences.hideEmptyInventory}
              highlighted={at === highlight}
              expanded={expanded}
              onPick={() => onPick(product)}
            />
          </li>
        ))}
      </ul>
      {more && (
        <Button variant="outline" className="justify-self-center" onClick={onMore}>
          Show more
        </Button>
      )}
    </div>
  );
}
