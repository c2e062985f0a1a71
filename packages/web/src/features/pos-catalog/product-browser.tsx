import { devicePreferenceDefaults } from "@pos/core/device/device-preferences.schema";
import type { PosProduct } from "@pos/core/payments/pos-data.schema";
import { ScanBarcode, Search, X } from "lucide-react";
import {
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
} from "react";
import { LoadError } from "@/components/layout/load-error";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { posToast } from "@/lib/pos-toast";
import { trpc } from "@/lib/trpc";
import { cn } from "@/lib/utils";
import { BatchPicker } from "./batch-picker";
import { browsePageSize, productsIn, searchResults, subcategoriesOf, type BrowsePreferences } from "./browse";
import { BrowserSkeleton, CategoryTiles, ProductGrid } from "./browser-results";
import { CategoryTrail } from "./category-trail";
import { resolveScan } from "./scan-lookup";
import { scanInputAttribute, useBarcodeScanner } from "./use-barcode-scanner";
import { usePosCatalog } from "./use-pos-catalog";
import { useProductPick, type OnPick } from "./use-product-pick";
import { VariantPicker } from "./variant-picker";

type ProductBrowserProps = {
  /** A sellable product (never a master) and its lot, when it has one. */
  onPick: OnPick;
  autoFocus?: boolean;
  /** Listen for a keyboard-wedge scanner anywhere on the page (on by default). */
  scanner?: boolean;
  className?: string;
};

/** What a scan typed into the search box, taken back out of it. */
const withoutScan = (query: string, code: string): string => {
  const typed = code.replaceAll("\u001d", "");
  return query.endsWith(typed) ? query.slice(0, -typed.length) : query;
};

/**
 * The register's product browser: search by name, SKU or barcode (arrows and Enter pick), category tiles, products
 * as cards or rows, variants and lots asked for when needed, and the barcode scanner.
 */
export function ProductBrowser({ onPick, autoFocus = true, scanner = true, className }: ProductBrowserProps) {
  const { index, version, status, error, refresh } = usePosCatalog();
  const stored = trpc.devicePreferences.get.useQuery(undefined, { staleTime: 60_000 });
  const preferences: BrowsePreferences = stored.data ?? devicePreferenceDefaults;
  const hideEmpty = preferences.hideEmptyInventory;
  const [query, setQuery] = useState("");
  const search = useDeferredValue(query.trim());
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [limit, setLimit] = useState(browsePageSize);
  const [highlight, setHighlight] = useState(0);
  const searchBox = useRef<HTMLInputElement>(null);
  // Ready for typing on arrival, but never taking the focus from what the cashier is already using (a dialog).
  useEffect(() => {
    const active = document.activeElement;
    if (autoFocus && (active === null || active === document.body)) searchBox.current?.focus();
  }, [autoFocus]);

  const picked = useCallback<OnPick>(
    (product, batchId) => {
      setQuery("");
      onPick(product, batchId);
      searchBox.current?.focus();
    },
    [onPick],
  );
  const { dialog, pick, close } = useProductPick(index, preferences, picked);

  // One more row than shown tells whether "Show more" has anything to show; listing stops there.
  const listing = useMemo(() => {
    const rows =
      search !== ""
        ? searchResults(index, search, hideEmpty, limit + 1)
        : productsIn(index, categoryId, hideEmpty, limit + 1);
    return { rows: rows.slice(0, limit), more: rows.length > limit };
    // `version` moves when the index (mutated in place) changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [index, version, search, categoryId, hideEmpty, limit]);

  const onScan = useCallback(
    (code: string, field: HTMLInputElement | null) => {
      if (field === searchBox.current) setQuery((current) => withoutScan(current, code));
      const match = resolveScan(index, code);
      if (match.found) pick(match.product, match.batchId, match.unknownLot);
      else posToast.error(match.message);
    },
    [index, pick],
  );
  useBarcodeScanner(onScan, scanner && status === "ready" && dialog.kind === "none");

  const openCategory = (id: string | null) => {
    setCategoryId(id);
    setLimit(browsePageSize);
    setHighlight(0);
  };

  /** Arrows move through the search results, Enter picks the highlighted one, Escape clears the search. */
  function onSearchKey(event: KeyboardEvent<HTMLInputElement>) {
    const typed = query.trim();
    if (typed === "") return;
    const last = listing.rows.length - 1;
    if (event.key === "ArrowDown") setHighlight((at) => Math.min(last, at + 1));
    else if (event.key === "ArrowUp") setHighlight((at) => Math.max(0, at - 1));
    else if (event.key === "Escape") setQuery("");
    else if (event.key === "Enter") {
      // The results on screen may still be those of a shorter query (they render deferred).
      const product: PosProduct | undefined =
        typed === search ? listing.rows[highlight] : searchResults(index, typed, hideEmpty, 1)[0];
      if (product) pick(product);
    } else return;
    event.preventDefault();
  }

  const searching = search !== "";
  return (
    <section aria-label="Catalogue" className={cn("flex min-h-0 flex-col gap-3", className)}>
      <div className="relative">
        <Search
          className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden
        />
        <Input
          ref={searchBox}
          {...{ [scanInputAttribute]: "" }}
          type="search"
          aria-label="Search products"
          placeholder="Search by name, SKU or barcode"
          className="h-11 pr-10 pl-9 text-base [&::-webkit-search-cancel-button]:hidden"
          autoComplete="off"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setHighlight(0);
            setLimit(browsePageSize);
          }}
          onKeyDown={onSearchKey}
        />
        {query ? (
          <Button
            variant="ghost"
            size="icon"
            className="absolute top-1 right-1"
            aria-label="Clear search"
            onClick={() => setQuery("")}
          >
            <X />
          </Button>
        ) : (
          <ScanBarcode
            className="absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-label="Scanner ready"
          />
        )}
      </div>
      <div className="flex min-h-0 flex-1 flex-col gap-3 overflow-y-auto pb-2">
        {status === "loading" && <BrowserSkeleton />}
        {status === "error" && (
          <LoadError message={error ?? "The catalogue did not load"} onRetry={() => void refresh()} />
        )}
        {status === "ready" && (
          <>
            {!searching && (
              <>
                <CategoryTrail categories={index.categories} categoryId={categoryId} onOpen={openCategory} />
                <CategoryTiles
                  categories={subcategoriesOf(index.categories, categoryId)}
                  all={index.categories}
                  onOpen={openCategory}
                />
              </>
            )}
            <ProductGrid
              index={index}
              products={listing.rows}
              more={listing.more}
              preferences={preferences}
              highlight={searching ? highlight : -1}
              emptyTitle={searching ? `No products match "${search}"` : "No products here"}
              onPick={(product) => pick(product)}
              onMore={() => setLimit((current) => current + browsePageSize)}
            />
          </>
        )}
      </div>
      <VariantPicker
        index={index}
        master={dialog.kind === "variants" ? dialog.master : null}
        hideEmpty={hideEmpty}
        onChoose={(variant) => pick(variant)}
        onClose={close}
      />
      <BatchPicker
        index={index}
        product={dialog.kind === "batch" ? dialog.product : null}
        unknownLot={dialog.kind === "batch" ? dialog.unknownLot : null}
        onChoose={(product, batchId) => pick(product, batchId)}
        onClose={close}
      />
    </section>
  );
}
