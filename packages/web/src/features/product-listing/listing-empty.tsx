import { PackageOpen, SearchX } from "lucide-react";
import type { ReactNode } from "react";
import type { ProductView } from "@pos/core/catalog/listing.schema";
import { EmptyState } from "@/components/layout/empty-state";
import { Button } from "@/components/ui/button";

type ListingEmptyProps = {
  view: ProductView;
  filtered: boolean;
  /** The page is past the end of the list (products were deleted meanwhile, or the URL was edited). */
  pastEnd: boolean;
  addButton: ReactNode;
  onClearFilters: () => void;
  onFirstPage: () => void;
};

const emptyViews: Record<Exclude<ProductView, "active">, { title: string; text: string }> = {
  inactive: {
    title: "No inactive products",
    text: "Products you switch off are kept here, out of the register.",
  },
  deleted: { title: "No deleted products", text: "Deleted products are kept here and can be undeleted." },
};

/** Why the table is empty, and the one thing to do about it. */
export function ListingEmpty({
  view,
  filtered,
  pastEnd,
  addButton,
  onClearFilters,
  onFirstPage,
}: ListingEmptyProps) {
  if (pastEnd) {
    return (
      <EmptyState icon={PackageOpen} title="This page is empty">
        <p>There are fewer products than this page starts at.</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={onFirstPage}>
          Go to the first page
        </Button>
      </EmptyState>
    );
  }
  if (filtered) {
    return (
      <EmptyState icon={SearchX} title="No products match">
        <p>No product matches the search and filters. Check the spelling, or clear the filters.</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={onClearFilters}>
          Clear filters
        </Button>
      </EmptyState>
    );
  }
  if (view !== "active") {
    return (
      <EmptyState icon={PackageOpen} title={emptyViews[view].title}>
        {emptyViews[view].text}
      </EmptyState>
    );
  }
  return (
    <EmptyState icon={PackageOpen} title="No products yet">
      <p>Add the products you sell, with their prices, categories and suppliers.</p>
      <div className="mt-3 flex justify-center">{addButton}</div>
    </EmptyState>
  );
}
