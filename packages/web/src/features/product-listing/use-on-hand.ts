import { keepPreviousData } from "@tanstack/react-query";
import { useMemo } from "react";
import type { ProductListRow } from "@pos/core/catalog/listing.schema";
import { trpc } from "@/lib/trpc";
import { allLocations } from "./stock-location-select";

/** On hand of the page's products and their children, in one request (read from the server's stock index). */
export function useOnHand(
  companyId: number,
  locationId: string,
  products: readonly ProductListRow[] | undefined,
): ReadonlyMap<string, number> | undefined {
  const productIds = useMemo(
    () =>
      (products ?? []).flatMap((product) =>
        [product, ...product.children].filter((entry) => entry.trackInventory).map((entry) => entry.id),
      ),
    [products],
  );
  const onHand = trpc.inventory.onHand.useQuery(
    { companyId, locationId: locationId === allLocations ? null : locationId, productIds },
    { enabled: productIds.length > 0, placeholderData: keepPreviousData, retry: 1 },
  );
  return useMemo(() => (onHand.data ? new Map(Object.entries(onHand.data)) : undefined), [onHand.data]);
}
