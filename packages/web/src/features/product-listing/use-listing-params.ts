import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import {
  changeListingParams,
  clearFilters,
  readListingParams,
  writeListingParams,
  type ListingParams,
} from "./listing-params";

/** The listing's filters and page, read from and written to the URL's query string. */
export function useListingParams() {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => readListingParams(search), [search]);

  /** `replace` for typing in the search box, so that back does not step through every word. */
  const change = useCallback(
    (next: Partial<ListingParams>, options: { replace?: boolean } = {}) =>
      setSearch(
        (current) => writeListingParams(changeListingParams(readListingParams(current), next)),
        options,
      ),
    [setSearch],
  );
  const clear = useCallback(
    () => setSearch((current) => writeListingParams(clearFilters(readListingParams(current)))),
    [setSearch],
  );
  return { params, change, clear };
}
