import { describe, expect, it } from "vitest";
import { combinedRate, exampleText, formatRate, usableTaxes } from "./tax-example";

describe("tax group example", () => {
  it("reads as the spec's computed example", () => {
    expect(
      exampleText(1000, [
        { name: "GST", rate: 5 },
        { name: "PST", rate: 7 },
      ]),
    ).toBe("A $10.00 item: GST 5% $0.50, PST 7% $0.70, total $11.20");
    expect(exampleText(2599, [{ name: "QST", rate: 9.975 }])).toBe(
      "A $25.99 item: QST 9.975% $2.59, total $28.58",
    );
    expect(exampleText(1000, [])).toBe("A $10.00 item: no tax, total $10.00");
  });

  it("formats rates and their sum without floating-point noise", () => {
    expect(formatRate(13)).toBe("13%");
    expect(formatRate(7.125)).toBe("7.125%");
    expect(
      combinedRate([
        { name: "GST", rate: 5 },
        { name: "QST", rate: 9.975 },
      ]),
    ).toBe("14.975%");
    expect(
      combinedRate([
        { name: "a", rate: 0.1 },
        { name: "b", rate: 0.2 },
      ]),
    ).toBe("0.3%");
  });

  it("leaves half-typed taxes out of the example", () => {
    expect(
      usableTaxes([
        { name: "GST", rate: 5 },
        { name: "", rate: 7 },
        { name: "PST" },
        { name: "X", rate: Number.NaN },
      ]),
    ).toEqual([{ name: "GST", rate: 5 }]);
  });
});
