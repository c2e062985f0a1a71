import { useState } from "react";
import { trpc } from "@/lib/trpc";

/**
 * Names of the products a discount lists: those picked in this session are known; saved ones are looked up
 * one by one (a discount lists few products).
 */
export function useProductNames(companyId: number, ids: readonly string[]) {
  const [known, setKnown] = useState<Record<string, string>>({});
  const unknown = ids.filter((id) => !(id in known));
  const lookups = trpc.useQueries((t) =>
    unknown.map((productId) =>
      t.catalog.products.get({ companyId, productId }, { staleTime: Infinity, retry: false }),
    ),
  );
  const looked = Object.fromEntries(
    lookups.flatMap((query, index) => {
      const id = unknown[index];
      if (query.data) return [[id, query.data.name]];
      if (query.error) return [[id, "Deleted product"]];
      return [];
    }),
  );
  return {
    nameOf: (id: string) => known[id] ?? looked[id] ?? "Loading…",
    remember: (id: string, name: string) => setKnown((current) => ({ ...current, [id]: name })),
  };
}
