import { useState } from "react";

import {
  defaultPageSize,
  firstCursorState,
  nextCursorState,
  nextOffset,
  previousCursorState,
  previousOffset,
  type CursorState,
} from "./paging";

export function useOffsetPagination(initialLimit = defaultPageSize("offset")) {
  const [state, setState] = useState({ offset: 0, limit: initialLimit });
  return {
    offset: state.offset,
    limit: state.limit,
    canPrevious: state.offset > 0,
    first: () => setState((s) => ({ ...s, offset: 0 })),
    next: () => setState((s) => ({ ...s, offset: nextOffset(s.offset, s.limit) })),
    previous: () => setState((s) => ({ ...s, offset: previousOffset(s.offset, s.limit) })),
    setLimit: (limit: number) => setState({ offset: 0, limit }),
  };
}

export function useCursorPagination<K>(initialLimit = defaultPageSize("cursor")) {
  const [limit, setLimitState] = useState(initialLimit);
  const [cursor, setCursor] = useState<CursorState<K>>(firstCursorState);
  return {
    /** Send as lastEvaluatedKey; undefined on the first page. */
    key: cursor.current,
    limit,
    canPrevious: cursor.stack.length > 0,
    first: () => setCursor(firstCursorState<K>()),
    next: (lastEvaluatedKey: K) => setCursor((s) => nextCursorState(s, lastEvaluatedKey)),
    previous: () => setCursor((s) => previousCursorState(s)),
    setLimit: (next: number) => {
      setLimitState(next);
      setCursor(firstCursorState<K>());
    },
  };
}

export type CursorPaging<K> = ReturnType<typeof useCursorPagination<K>>;
export type OffsetPaging = ReturnType<typeof useOffsetPagination>;
