import { describe, expect, it } from "vitest";
import {
  changeListingParams,
  clearFilters,
  defaultListingParams,
  hasFilters,
  readListingParams,
  writeListingParams,
} from "./listing-params";

const read = (query: string) => readListingParams(new URLSearchParams(query));

describe("listing params in the URL", () => {
  it("read the defaults from an empty query: active view, first page, 50 per page", () => {
    expect(read("")).toEqual(defaultListingParams);
    expect(defaultListingParams).toMatchObject({ view: "active", offset: 0, limit: 50 });
  });

  it("round-trip every filter, writing only what differs from the defaults", () => {
    const params = {
      searchQuery: "blue dream",
      supplierId: "sup-1",
      categoryIds: ["cat-1", "cat-2"],
      view: "deleted" as const,
      offset: 60,
      limit: 30,
    };
    const written = writeListingParams(params);
    expect(written.toString()).toBe(
      "q=blue+dream&supplier=sup-1&category=cat-1&category=cat-2&view=deleted&offset=60&limit=30",
    );
    expect(readListingParams(written)).toEqual(params);
    expect(writeListingParams(defaultListingParams).toString()).toBe("");
  });

  it("fall back to the defaults for hand-edited values: negative or odd offsets, other page sizes, views", () => {
    expect(read("offset=-20&limit=25&view=archived")).toMatchObject({ offset: 0, limit: 50, view: "active" });
    expect(read("offset=abc&limit=100")).toMatchObject({ offset: 0, limit: 100 });
    expect(read("offset=2.5")).toMatchObject({ offset: 0 });
    expect(read("category=a&category=a&category=&supplier=")).toMatchObject({
      categoryIds: ["a"],
      supplierId: null,
    });
  });
});

describe("changing the listing", () => {
  const onPage3 = { ...defaultListingParams, offset: 100 };

  it("a filter, view or page size change goes back to the first page", () => {
    expect(changeListingParams(onPage3, { searchQuery: "og" })).toMatchObject({
      searchQuery: "og",
      offset: 0,
    });
    expect(changeListingParams(onPage3, { view: "inactive" }).offset).toBe(0);
    expect(changeListingParams(onPage3, { limit: 20 })).toMatchObject({ limit: 20, offset: 0 });
  });

  it("paging moves the offset, never below 0", () => {
    expect(changeListingParams(onPage3, { offset: 150 }).offset).toBe(150);
    expect(changeListingParams(onPage3, { offset: -50 }).offset).toBe(0);
  });

  it("clear filters keeps the view and page size", () => {
    const filtered = {
      ...onPage3,
      searchQuery: "x",
      supplierId: "s",
      categoryIds: ["c"],
      view: "deleted" as const,
    };
    expect(hasFilters(filtered)).toBe(true);
    expect(hasFilters(defaultListingParams)).toBe(false);
    expect(hasFilters({ ...defaultListingParams, searchQuery: "  " })).toBe(false);
    expect(clearFilters(filtered)).toEqual({ ...defaultListingParams, view: "deleted" });
  });
});
