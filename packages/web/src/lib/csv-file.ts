import Papa from "papaparse";

/**
 * Saves rows as a CSV file the browser downloads: UTF-8 with a byte order mark (spreadsheets read accents), CRLF,
 * and a cell starting with =, +, - or @ written behind an apostrophe so a spreadsheet shows it instead of running it.
 */
export function downloadCsv(
  fileName: string,
  header: readonly string[],
  rows: readonly (readonly unknown[])[],
) {
  const text = Papa.unparse(
    { fields: [...header], data: rows.map((row) => [...row]) },
    { escapeFormulae: true },
  );
  const link = document.createElement("a");
  link.href = URL.createObjectURL(new Blob(["\ufeff", text], { type: "text/csv;charset=utf-8" }));
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
