import type { CustomerListPage } from "@pos/core/customers/customer.schema";
import { OffsetPagination } from "@/components/shared/offset-pagination";
import type { OffsetPaging } from "@/components/shared/use-pagination";

/** "21–40 of 134" and the page buttons under a customer list. */
export function CustomerListPaging({
  page,
  paging,
  fetching,
}: {
  page: CustomerListPage | undefined;
  paging: OffsetPaging;
  fetching: boolean;
}) {
  if (!page || page.count === 0) return null;
  const last = Math.min(page.offset + page.items.length, page.count);
  return (
    <OffsetPagination
      paging={paging}
      hasMore={page.offset + page.limit < page.count}
      summary={`${page.offset + 1}–${last} of ${page.count}`}
      disabled={fetching}
    />
  );
}
