import { describe, expect, it } from "vitest";

import {
  CURSOR_PAGE_SIZES,
  OFFSET_PAGE_SIZES,
  defaultPageSize,
  firstCursorState,
  hasNextOffsetPage,
  nextCursorState,
  nextOffset,
  pageSizeOptions,
  previousCursorState,
  previousOffset,
} from "./paging";

describe("page sizes", () => {
  it("offers 20, 30, 50, 100 for offset paging", () => {
    expect(pageSizeOptions("offset")).toEqual([20, 30, 50, 100]);
    expect(OFFSET_PAGE_SIZES).toEqual([20, 30, 50, 100]);
  });

  it("offers 20, 30, 40, 50 for cursor paging", () => {
    expect(pageSizeOptions("cursor")).toEqual([20, 30, 40, 50]);
    expect(CURSOR_PAGE_SIZES).toEqual([20, 30, 40, 50]);
  });

  it("defaults to 20 per page", () => {
    expect(defaultPageSize("offset")).toBe(20);
    expect(defaultPageSize("cursor")).toBe(20);
  });
});

describe("offsets", () => {
  it("moves forward by one page", () => {
    expect(nextOffset(0, 20)).toBe(20);
    expect(nextOffset(40, 30)).toBe(70);
  });

  it("moves back by one page", () => {
    expect(previousOffset(40, 20)).toBe(20);
  });

  it("never goes below 0", () => {
    expect(previousOffset(10, 20)).toBe(0);
    expect(previousOffset(0, 20)).toBe(0);
    expect(nextOffset(-50, 20)).toBe(20);
  });

  it("knows whether a next page exists", () => {
    expect(hasNextOffsetPage(0, 20, { total: 21 })).toBe(true);
    expect(hasNextOffsetPage(0, 20, { total: 20 })).toBe(false);
    expect(hasNextOffsetPage(20, 20, { itemCount: 20 })).toBe(true);
    expect(hasNextOffsetPage(20, 20, { itemCount: 7 })).toBe(false);
  });
});

describe("cursor stack", () => {
  type Key = { pk: string; sk: string };
  const k1: Key = { pk: "c#1", sk: "p#1" };
  const k2: Key = { pk: "c#1", sk: "p#2" };

  it("pushes the current key on next and pops it on previous", () => {
    const first = firstCursorState<Key>();
    const second = nextCursorState(first, k1);
    const third = nextCursorState(second, k2);
    expect(third).toEqual({ current: k2, stack: [undefined, k1] });
    expect(previousCursorState(third)).toEqual(second);
    expect(previousCursorState(previousCursorState(third))).toEqual(first);
  });

  it("stays on the first page when there is nothing to go back to", () => {
    const first = firstCursorState<Key>();
    expect(previousCursorState(first)).toEqual({ current: undefined, stack: [] });
  });
});
