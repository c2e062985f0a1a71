import type { CustomerListPage } from "@pos/core/customers/customer.schema";
import { Pagination } from "@/components/shared/pagination";

type Paging = {
  offset: number;
  limit: number;
  canPrevious: boolean;
  first: () => void;
  next: () => void;
  previous: () => void;
  setLimit: (limit: number) => void;
};

/** "21–40 of 134" and the page buttons under a customer list. */
export function CustomerListPaging({
  page,
  paging,
  fetching,
}: {
  page: CustomerListPage | undefined;
  paging: Paging;
  fetching: boolean;
}) {
  if (!page || page.count === 0) return null;
  const last = Math.min(page.offset + page.items.length, page.count);
  return (
    <Pagination
      mode="offset"
      pageSize={paging.limit}
      onPageSizeChange={paging.setLimit}
      canPrevious={paging.canPrevious}
      canNext={page.offset + page.limit < page.count}
      onFirst={paging.first}
      onPrevious={paging.previous}
      onNext={paging.next}
      summary={`${page.offset + 1}–${last} of ${page.count}`}
      disabled={fetching}
    />
  );
}
