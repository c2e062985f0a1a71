import { useCallback, useMemo } from "react";
import type { ProductListRow } from "@pos/core/catalog/listing.schema";
import { trpc } from "@/lib/trpc";

/** Links used as they are; anything else is a file key of the company's bucket. */
const isLink = (image: string): boolean => /^(https?:|data:|blob:)/i.test(image);

/** Presigned links are valid for an hour: fetch them again well before. */
const linkLifetimeMs = 45 * 60 * 1000;

/** The server presigns at most 100 at a time: the page's own rows come first, then their children. */
const maxKeys = 100;

/** Thumbnails of one page in one call: file keys are presigned together, links are used as they are. */
export function useThumbnails(companyId: number, products: ProductListRow[] | undefined) {
  const keys = useMemo(() => {
    const rows = products ?? [];
    const images = [...rows, ...rows.flatMap((product) => product.children)].map((row) => row.imageUrl);
    const fileKeys = images.filter(
      (image): image is string => image !== null && image !== "" && !isLink(image),
    );
    return [...new Set(fileKeys)].slice(0, maxKeys);
  }, [products]);
  const presigned = trpc.company.presignDownloads.useQuery(
    { companyId, keys },
    { enabled: keys.length > 0, staleTime: linkLifetimeMs, gcTime: linkLifetimeMs },
  );
  const links = presigned.data;
  return useCallback(
    (image: string | null): string | null => {
      if (!image) return null;
      if (isLink(image)) return image;
      return links?.[image] ?? null;
    },
    [links],
  );
}
