import { Pagination } from "./pagination";
import type { CursorPaging } from "./use-pagination";

type CursorPaginationProps<K> = {
  paging: CursorPaging<K>;
  /** The page's lastEvaluatedKey: there is a next page only when it is set. */
  nextKey: K | null | undefined;
  disabled?: boolean;
  className?: string;
};

export function CursorPagination<K>({ paging, nextKey, disabled, className }: CursorPaginationProps<K>) {
  return (
    <Pagination
      className={className}
      mode="cursor"
      pageSize={paging.limit}
      onPageSizeChange={paging.setLimit}
      canPrevious={paging.canPrevious}
      canNext={Boolean(nextKey)}
      onFirst={paging.first}
      onPrevious={paging.previous}
      onNext={() => nextKey && paging.next(nextKey)}
      disabled={disabled}
    />
  );
}
