/**
 * CSV as RFC 4180 writes it: fields separated by commas, records by CRLF; a field holding a comma, a quote, CR or
 * LF is quoted, with its quotes doubled. Files start with a UTF-8 byte order mark so spreadsheet programs read
 * accents correctly; the parser accepts files with or without it, and with LF or CRLF line ends.
 */

const byteOrderMark = "\ufeff";

/**
 * A spreadsheet runs a cell beginning with =, +, - or @ (and, in some programs, tab or carriage return) as a
 * formula. Such a cell is written with a leading apostrophe, which spreadsheets show as text; parsing the file
 * gives the cell back with that apostrophe.
 */
export function neutraliseCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function field(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

export function toCsv(records: readonly (readonly string[])[]): string {
  const lines = records.map((record) => record.map((value) => field(neutraliseCell(value))).join(","));
  return byteOrderMark + lines.map((line) => `${line}\r\n`).join("");
}

export class CsvSyntaxError extends Error {
  constructor(readonly line: number) {
    super(`The file is not valid CSV: a quoted field on line ${line} is not closed`);
    this.name = "CsvSyntaxError";
  }
}

/** Every record as its list of fields; an empty last line is not a record. */
export function parseCsv(text: string): string[][] {
  const source = text.startsWith(byteOrderMark) ? text.slice(1) : text;
  const records: string[][] = [];
  let record: string[] = [];
  let value = "";
  let line = 1;
  let index = 0;
  const endField = () => {
    record.push(value);
    value = "";
  };
  while (index < source.length) {
    const char = source[index] as string;
    if (char === '"' && value === "") {
      const start = line;
      for (;;) {
        const close = source.indexOf('"', index + 1);
        if (close < 0) throw new CsvSyntaxError(start);
        const part = source.slice(index + 1, close);
        line += part.split("\n").length - 1;
        value += part;
        if (source[close + 1] !== '"') {
          index = close + 1;
          break;
        }
        value += '"';
        index = close + 1;
      }
    } else if (char === ",") {
      endField();
      index += 1;
    } else if (char === "\r" || char === "\n") {
      endField();
      records.push(record);
      record = [];
      line += 1;
      index += char === "\r" && source[index + 1] === "\n" ? 2 : 1;
    } else {
      value += char;
      index += 1;
    }
  }
  if (value !== "" || record.length > 0) {
    endField();
    records.push(record);
  }
  return records;
}
