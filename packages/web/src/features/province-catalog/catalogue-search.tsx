import { PackageSearch } from "lucide-react";
import { useState } from "react";
import type { CatalogueProvince } from "@pos/core/province-catalog/catalogue-product.schema";
import { EmptyState } from "@/components/layout/empty-state";
import { SearchInput } from "@/components/shared/search-input";
import { useDebouncedValue } from "@/components/shared/use-debounced-value";
import { ProvincePicker } from "./province-picker";

/** admin.md 9: the catalogue searches wait 500 ms after typing. */
const searchDebounceMs = 500;

/** The province and search text of a catalogue list; each change goes back to its first page (`restart`). */
export function useCatalogueSearch(restart: () => void) {
  const [province, setProvince] = useState<CatalogueProvince>("ON");
  const [text, setText] = useState("");
  const query = useDebouncedValue(text.trim(), searchDebounceMs);
  return {
    province,
    text,
    query,
    setProvince: (next: CatalogueProvince) => {
      setProvince(next);
      restart();
    },
    setText: (next: string) => {
      setText(next);
      restart();
    },
  };
}

type CatalogueSearch = ReturnType<typeof useCatalogueSearch>;

/** The province picker and the search box above a catalogue list. */
export function CatalogueSearchFields({
  search,
  label,
  placeholder,
}: {
  search: CatalogueSearch;
  label: string;
  placeholder: string;
}) {
  return (
    <>
      <ProvincePicker value={search.province} onChange={search.setProvince} />
      <SearchInput
        className="w-full max-w-sm"
        aria-label={label}
        placeholder={placeholder}
        value={search.text}
        onChange={(event) => search.setText(event.target.value)}
      />
    </>
  );
}

/** A catalogue list without rows: what the search matches, or how to fill the list. */
export function CatalogueEmpty({ query, matching, fill }: { query: string; matching: string; fill: string }) {
  return (
    <div className="p-6">
      <EmptyState icon={PackageSearch} title={query ? "No product matches this search" : "No products yet"}>
        {query ? matching : fill}
      </EmptyState>
    </div>
  );
}
