import ExcelJS from "exceljs";

/** An .xlsx file of one worksheet with these rows; a `{ formula }` cell is written as a formula. */
export async function workbookOf(rows: (string | number | { formula: string })[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("Products");
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}
