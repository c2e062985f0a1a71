import { Pagination } from "./pagination";
import type { OffsetPaging } from "./use-pagination";

type OffsetPaginationProps = {
  paging: OffsetPaging;
  hasMore: boolean;
  /** "21–40 of 134" when the total is known. */
  summary?: string;
  disabled?: boolean;
  className?: string;
};

/** The page buttons of a list paged with useOffsetPagination. */
export function OffsetPagination({ paging, hasMore, summary, disabled, className }: OffsetPaginationProps) {
  return (
    <Pagination
      className={className}
      mode="offset"
      pageSize={paging.limit}
      onPageSizeChange={paging.setLimit}
      canPrevious={paging.canPrevious}
      canNext={hasMore}
      onFirst={paging.first}
      onPrevious={paging.previous}
      onNext={paging.next}
      summary={summary}
      disabled={disabled}
    />
  );
}
