export type PaginationMode = "offset" | "cursor";

export const OFFSET_PAGE_SIZES = [20, 30, 50, 100] as const;
export const CURSOR_PAGE_SIZES = [20, 30, 40, 50] as const;
export const DEFAULT_OFFSET_PAGE_SIZE = 20;
export const DEFAULT_CURSOR_PAGE_SIZE = 20;

export function pageSizeOptions(mode: PaginationMode): readonly number[] {
  return mode === "offset" ? OFFSET_PAGE_SIZES : CURSOR_PAGE_SIZES;
}

export function defaultPageSize(mode: PaginationMode): number {
  return mode === "offset" ? DEFAULT_OFFSET_PAGE_SIZE : DEFAULT_CURSOR_PAGE_SIZE;
}

function clampOffset(offset: number): number {
  return Number.isFinite(offset) ? Math.max(0, Math.floor(offset)) : 0;
}

export function nextOffset(offset: number, limit: number): number {
  return clampOffset(clampOffset(offset) + Math.max(0, limit));
}

export function previousOffset(offset: number, limit: number): number {
  return clampOffset(offset - Math.max(0, limit));
}

/** Without a total, a full page means there may be more. */
export function hasNextOffsetPage(
  offset: number,
  limit: number,
  page: { total?: number; itemCount?: number },
): boolean {
  if (page.total !== undefined) return clampOffset(offset) + limit < page.total;
  return page.itemCount !== undefined && page.itemCount >= limit;
}

/** Cursor paging: `current` is the key the shown page was fetched with; `stack` holds the keys of earlier pages. */
export type CursorState<K> = { current: K | undefined; stack: Array<K | undefined> };

export function firstCursorState<K>(): CursorState<K> {
  return { current: undefined, stack: [] };
}

export function nextCursorState<K>(state: CursorState<K>, lastEvaluatedKey: K): CursorState<K> {
  return { current: lastEvaluatedKey, stack: [...state.stack, state.current] };
}

export function previousCursorState<K>(state: CursorState<K>): CursorState<K> {
  if (state.stack.length === 0) return state;
  return { current: state.stack[state.stack.length - 1], stack: state.stack.slice(0, -1) };
}
