import { describe, expect, it } from "vitest";
import { CatalogueFileError, catalogueRows, recordsOf } from "./catalogue-rows";

describe("catalogue rows", () => {
  it("read the wholesalers' column names without case, spaces or punctuation", () => {
    const { products, problems } = catalogueRows(
      recordsOf([
        [
          "Item Number",
          "Product Name",
          "Licensed Producer",
          "Pack Size",
          "THC Min %",
          "thc_max",
          "UPC",
          "Strain Type",
        ],
        ["102345", "Blue Dream", "Redecan", "3.5g", "18.5%", "21", "0062835000006", "Hybrid"],
      ]),
    );
    expect(problems).toEqual([]);
    expect(products[0]).toMatchObject({
      sku: "102345",
      name: "Blue Dream",
      brand: "Redecan",
      format: "3.5g",
      minThc: 18.5,
      maxThc: 21,
      gtin: "0062835000006",
      plantType: "Hybrid",
      cbd: null,
    });
  });

  it("give back the text of a cell the export neutralised, and keep formula text as text", () => {
    const { products } = catalogueRows(
      recordsOf([
        ["SKU", "Name", "Brand"],
        ["A-1", "'=SUM(1,2)", "=HYPERLINK(1)"],
      ]),
    );
    expect(products[0]).toMatchObject({ name: "=SUM(1,2)", brand: "=HYPERLINK(1)" });
  });

  it("refuse a file without the SKU and Name columns", () => {
    expect(() => catalogueRows(recordsOf([["Brand"], ["Redecan"]]))).toThrow(
      new CatalogueFileError("The file is missing the columns: sku, name"),
    );
  });

  it("number rows as a spreadsheet does and skip empty ones", () => {
    const { problems, rows } = catalogueRows(
      recordsOf([
        ["SKU", "Name", "Weight"],
        ["A", "One", "3.5"],
        ["", "", ""],
        ["B", "Two", "-1"],
      ]),
    );
    expect(rows).toBe(2);
    expect(problems).toEqual([{ row: 4, message: 'weight "-1" is not a number' }]);
  });
});
