import { describe, expect, it } from "vitest";
import { encodePrintConfig, printPath, readPrintConfig } from "./print-config";

const config = {
  type: "shiftReport" as const,
  shiftId: "S12",
  includeInventorySold: true,
  layout: "receipt" as const,
};
const nothingStored = () => null;

describe("print route config", () => {
  it("reads back a base64 config from the query string, with defaults filled in", () => {
    const search = `?config=${encodeURIComponent(encodePrintConfig({ type: "shiftReport", shiftId: "S12" }))}`;
    expect(readPrintConfig(search, nothingStored)).toEqual({
      type: "shiftReport",
      shiftId: "S12",
      includeInventorySold: false,
      layout: "page",
    });
  });

  it("builds a print path that reads back the same config", () => {
    const path = printPath(1000, config);
    expect(path.startsWith("/company/1000/dashboard/print?config=")).toBe(true);
    expect(readPrintConfig(path.slice(path.indexOf("?")), nothingStored)).toEqual(config);
  });

  it("reads the stored config when asked to use local storage", () => {
    expect(readPrintConfig("?useLocalStorage=true", () => JSON.stringify(config))).toEqual(config);
    expect(readPrintConfig("?useLocalStorage=true", nothingStored)).toBeNull();
  });

  it("refuses a missing, garbled or invalid config", () => {
    expect(readPrintConfig("", nothingStored)).toBeNull();
    expect(readPrintConfig("?config=%%%", nothingStored)).toBeNull();
    expect(readPrintConfig(`?config=${btoa("not json")}`, nothingStored)).toBeNull();
    expect(
      readPrintConfig(`?config=${btoa(JSON.stringify({ type: "other", shiftId: "1" }))}`, nothingStored),
    ).toBeNull();
    expect(readPrintConfig("?useLocalStorage=true", () => "{")).toBeNull();
  });
});
