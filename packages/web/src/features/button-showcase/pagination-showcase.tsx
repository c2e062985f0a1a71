import { useState } from "react";
import { Pagination } from "@/components/shared/pagination";
import { DEFAULT_OFFSET_PAGE_SIZE, nextOffset, previousOffset } from "@/components/shared/paging";

const total = 134;

/** The shared pagination control driving a pretend list of 134 rows. */
export function PaginationShowcase() {
  const [offset, setOffset] = useState(0);
  const [pageSize, setPageSize] = useState(DEFAULT_OFFSET_PAGE_SIZE);
  const last = Math.min(offset + pageSize, total);
  return (
    <Pagination
      mode="offset"
      pageSize={pageSize}
      onPageSizeChange={(size) => {
        setPageSize(size);
        setOffset(0);
      }}
      canPrevious={offset > 0}
      canNext={last < total}
      onFirst={() => setOffset(0)}
      onPrevious={() => setOffset(previousOffset(offset, pageSize))}
      onNext={() => setOffset(nextOffset(offset, pageSize))}
      summary={`${offset + 1}–${last} of ${total}`}
    />
  );
}
