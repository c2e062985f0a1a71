import Papa from "papaparse";
import { afterEach, describe, expect, it, vi } from "vitest";
import { downloadCsv } from "./csv-file";

describe("downloadCsv", () => {
  afterEach(() => vi.restoreAllMocks());

  it("saves a CSV with a byte order mark, quoting, and formulas neutralised", async () => {
    let saved: Blob | null = null;
    vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
      saved = blob as Blob;
      return "blob:test";
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
    downloadCsv(
      "stock.csv",
      ["Product", "On hand"],
      [
        ["Gummies, 10 pk", 4],
        ["=SUM(A1)", -2],
      ],
    );
    expect(click).toHaveBeenCalledOnce();
    const text = await (saved as unknown as Blob).text();
    expect(text.startsWith("\ufeff")).toBe(true);
    const parsed = Papa.parse<string[]>(text.slice(1).trim()).data;
    expect(parsed).toEqual([
      ["Product", "On hand"],
      ["Gummies, 10 pk", "4"],
      ["'=SUM(A1)", "-2"],
    ]);
  });
});
