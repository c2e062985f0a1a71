import type { ImportJobItem } from "./import-job.entity";
import type { ImportNotice, IssueSeverity, PreviewRow } from "./import-job.schema";
import type { ImportRow } from "./row-reader";

/** A problem of one row (or, for a bulk update, one change) with the row as it was in the file. */
export interface RowIssue {
  row: number;
  severity: IssueSeverity;
  message: string;
  label?: string;
  cells: string[];
}

/** The preview's pass over the whole file, row by row, before anything is written. */
export interface PreviewPass {
  row(row: ImportRow): RowIssue[] | Promise<RowIssue[]>;
  /** The row as the preview table shows it (asked for the first rows only). */
  show(row: ImportRow): PreviewRow | Promise<PreviewRow>;
  /** Problems only the whole file shows (duplicates, parents and variants) and the file's notices. */
  finish(): Promise<{ issues: RowIssue[]; notices: ImportNotice[] }>;
}

/** The import's pass: one chunk of rows at a time, in file order; a row that fails is skipped with its reason. */
export interface ApplyPass {
  chunk(rows: ImportRow[]): Promise<{ imported: number; skipped: RowIssue[] }>;
}

/**
 * What one kind of import does with its rows. `checkHeaders` refuses the whole file (a required column missing);
 * `preview` and `apply` are called by the worker (import-runner.ts), each with the job and the file's header.
 */
export interface ImportHandler {
  checkHeaders(headers: string[]): string | null;
  preview(job: ImportJobItem, headers: string[]): Promise<PreviewPass>;
  apply(job: ImportJobItem, headers: string[]): Promise<ApplyPass>;
}

/** A header as it is matched: without case, spaces, `_` or `-` ("Postal Code" is postalCode). */
export const headerKey = (header: string): string => header.toLowerCase().replace(/[\s_-]+/g, "");

/** Column positions by header name, matched by headerKey; undefined when the file has no such column. */
export function columnsOf(headers: string[]): (cells: string[], name: string) => string | undefined {
  const index = new Map<string, number>();
  headers.forEach((header, position) => {
    const key = headerKey(header);
    if (!index.has(key)) index.set(key, position);
  });
  return (cells, name) => {
    const position = index.get(headerKey(name));
    return position === undefined ? undefined : (cells[position] ?? "");
  };
}

export const hasColumn = (headers: string[], name: string): boolean =>
  headers.some((header) => headerKey(header) === headerKey(name));
