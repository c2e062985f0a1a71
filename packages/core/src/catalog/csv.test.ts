import { describe, expect, it } from "vitest";
import { CsvSyntaxError, neutraliseCell, parseCsv, toCsv } from "./csv";

describe("csv", () => {
  it("writes RFC 4180: CRLF records, quoted fields with doubled quotes, a byte order mark", () => {
    expect(
      toCsv([
        ["a", "b,c"],
        ['say "hi"', "two\nlines"],
      ]),
    ).toBe('\ufeffa,"b,c"\r\n"say ""hi""","two\nlines"\r\n');
  });

  it("neutralises cells a spreadsheet would run as a formula", () => {
    for (const cell of ["=SUM(A1)", "+1", "-2", "@cmd", "\tx", "\rx"])
      expect(neutraliseCell(cell)).toBe(`'${cell}`);
    for (const cell of ["", "12.50", "a=b", "Kush - 3.5 g", "'quoted"])
      expect(neutraliseCell(cell)).toBe(cell);
    expect(toCsv([['=HYPERLINK("x")', "-1"]])).toBe('\ufeff"\'=HYPERLINK(""x"")",\'-1\r\n');
  });

  it("parses what it writes, field for field (neutralised cells keep their apostrophe)", () => {
    const records = [
      ["ID", "Name", "Note"],
      ["1", "Crème brûlée, 10 mg", 'He said "ok"'],
      ["2", "", "line 1\r\nline 2\nline 3"],
      ["3", "🌿 日本", "=1+1"],
    ];
    const parsed = parseCsv(toCsv(records));
    expect(parsed).toEqual(records.map((record) => record.map(neutraliseCell)));
  });

  it("parses files with LF line ends, without a byte order mark and without a final line end", () => {
    expect(parseCsv('a,b\n"x\n",\n1,2')).toEqual([
      ["a", "b"],
      ["x\n", ""],
      ["1", "2"],
    ]);
    expect(parseCsv("")).toEqual([]);
  });

  it("refuses a quoted field that is never closed, naming its line", () => {
    expect(() => parseCsv('a,b\r\n1,"open\r\nmore')).toThrow(new CsvSyntaxError(2));
    expect(() => parseCsv('a\r\n"x')).toThrow("a quoted field on line 2 is not closed");
  });
});
