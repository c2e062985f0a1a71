import { GetObjectCommand } from "@aws-sdk/client-s3";
import ExcelJS from "exceljs";
import Papa from "papaparse";
import { PassThrough, Readable, Transform, pipeline, type TransformCallback } from "node:stream";
import { AppError } from "../common/errors";
import { bucketName, s3 } from "../files/storage";
import { importFileMessages, importLimits, type ImportFormat } from "./import-files.schema";
import { assertSafeArchive } from "./zip-guard";

/** One data row: its number as a spreadsheet shows it (the header is row 1) and its cells as text. */
export interface ImportRow {
  row: number;
  cells: string[];
}

/** The header as written in the file and the data rows, read as they stream in (never the whole file at once). */
export interface ImportTable {
  headers: string[];
  rows: AsyncGenerator<ImportRow>;
}

const refuse = (message: string): never => {
  throw new AppError("INVALID_INPUT", message);
};

/** Counts bytes and refuses past the limit; refuses NUL bytes and zip archives (not text) at the start. */
class TextGuard extends Transform {
  private size = 0;
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    if (this.size === 0 && chunk.length >= 2 && chunk[0] === 0x50 && chunk[1] === 0x4b)
      return done(new AppError("INVALID_INPUT", importFileMessages.wrongType));
    this.size += chunk.length;
    if (this.size > importLimits.maxBytes)
      return done(new AppError("INVALID_INPUT", importFileMessages.tooLarge));
    if (chunk.includes(0)) return done(new AppError("INVALID_INPUT", importFileMessages.wrongType));
    done(null, chunk);
  }
}

/** UTF-8 bytes to text; invalid UTF-8 refuses the file instead of turning into replacement characters. */
class Utf8Decoder extends Transform {
  private readonly decoder = new TextDecoder("utf-8", { fatal: true });
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    try {
      done(null, this.decoder.decode(chunk, { stream: true }));
    } catch {
      done(new AppError("INVALID_INPUT", importFileMessages.invalidUtf8));
    }
  }
  override _flush(done: TransformCallback) {
    try {
      done(null, this.decoder.decode());
    } catch {
      done(new AppError("INVALID_INPUT", importFileMessages.invalidUtf8));
    }
  }
}

const cut = (value: string): string => value.slice(0, importLimits.maxCellLength);

function checkWidth(cells: unknown[]): void {
  if (cells.length > importLimits.maxColumns) refuse(importFileMessages.tooManyColumns);
}

/** Rows papaparse may run ahead of the reader before it is paused. */
const csvBuffer = 500;

/**
 * CSV records, streamed through papaparse (its Node stream reader with `step`, paused while the reader is
 * behind); cells are kept as text, so `=`, `+`, `-` and `@` are never formulas.
 */
async function* csvRecords(body: Readable): AsyncGenerator<string[]> {
  const text = pipeline(body, new TextGuard(), new Utf8Decoder(), () => undefined);
  const queue: string[][] = [];
  let finished = false;
  let failure: unknown = null;
  let parser: Papa.Parser | null = null;
  let wake: (() => void) | null = null;
  const notify = () => {
    wake?.();
    wake = null;
  };
  text.on("error", (error) => {
    failure = error;
    notify();
  });
  Papa.parse(
    text as unknown as File,
    {
      skipEmptyLines: "greedy",
      step(results: Papa.ParseStepResult<string[]>, handle: Papa.Parser) {
        queue.push(results.data);
        if (queue.length >= csvBuffer && !parser) {
          parser = handle;
          handle.pause();
        }
        notify();
      },
      complete() {
        finished = true;
        notify();
      },
      error(error: Error) {
        failure = error;
        notify();
      },
    } as Papa.ParseLocalConfig<string[], File>,
  );
  try {
    for (;;) {
      if (failure) throw failure;
      const record = queue.shift();
      if (record) {
        checkWidth(record);
        yield record.map((cell) => cut(cell.trim()));
        continue;
      }
      if (finished) return;
      if (parser) {
        const paused: Papa.Parser = parser;
        parser = null;
        paused.resume();
        continue;
      }
      await new Promise<void>((resolve) => {
        wake = resolve;
      });
    }
  } finally {
    body.destroy();
  }
}

const pad = (value: number): string => String(value).padStart(2, "0");

/** An XLSX cell as the text a user sees typed in it; a formula is kept as its text (`=A1+1`), never run. */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date)
    return `${value.getUTCFullYear()}/${pad(value.getUTCMonth() + 1)}/${pad(value.getUTCDate())}`;
  if (typeof value !== "object") return String(value);
  if ("formula" in value && value.formula) return `=${value.formula}`;
  if ("sharedFormula" in value) return `=${value.sharedFormula}`;
  if ("richText" in value) return value.richText.map((part) => part.text).join("");
  if ("hyperlink" in value) return value.text;
  if ("error" in value) return value.error;
  return "";
}

async function bodyBytes(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > importLimits.maxBytes) refuse(importFileMessages.tooLarge);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** The first worksheet's records through exceljs's streaming reader, after the archive passed the zip-bomb check. */
async function* xlsxRecords(body: Readable): AsyncGenerator<string[]> {
  const archive = await bodyBytes(body);
  await assertSafeArchive(archive);
  const source = new PassThrough();
  source.end(archive);
  const workbook = new ExcelJS.stream.xlsx.WorkbookReader(source, {
    sharedStrings: "cache",
    hyperlinks: "ignore",
    styles: "cache",
    worksheets: "emit",
  });
  for await (const sheet of workbook) {
    for await (const row of sheet) {
      const values = Array.isArray(row.values) ? row.values.slice(1) : [];
      checkWidth(values);
      const cells = Array.from(values, (value) => cut(cellText(value).trim()));
      if (cells.some((cell) => cell !== "")) yield cells;
    }
    return;
  }
}

async function* records(body: Readable, format: ImportFormat): AsyncGenerator<string[]> {
  try {
    yield* format === "csv" ? csvRecords(body) : xlsxRecords(body);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError("INVALID_INPUT", importFileMessages.unreadable);
  }
}

/** Reads a stored file; refuses it when missing, too large, of the wrong type, not UTF-8 or over the row limit. */
export async function openImportFile(key: string, format: ImportFormat): Promise<ImportTable> {
  const object = await s3
    .send(new GetObjectCommand({ Bucket: bucketName(), Key: key }))
    .catch(() => refuse(importFileMessages.missing));
  if ((object.ContentLength ?? 0) > importLimits.maxBytes) refuse(importFileMessages.tooLarge);
  if (!(object.Body instanceof Readable)) return refuse(importFileMessages.missing);
  return tableOf(records(object.Body, format));
}

/** Splits the header off the records and numbers the data rows; more than the row limit refuses the file. */
export async function tableOf(source: AsyncGenerator<string[]>): Promise<ImportTable> {
  const first = await source.next();
  if (first.done) return refuse(importFileMessages.empty);
  const headers = first.value;
  async function* rows(): AsyncGenerator<ImportRow> {
    let row = 1;
    for await (const cells of source) {
      row += 1;
      if (row - 1 > importLimits.maxRows) refuse(importFileMessages.tooManyRows);
      yield { row, cells };
    }
  }
  return { headers, rows: rows() };
}
