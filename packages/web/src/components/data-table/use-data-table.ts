import {
  getCoreRowModel,
  getExpandedRowModel,
  getSortedRowModel,
  useReactTable,
  type RowData,
  type Table,
  type TableOptions,
} from "@tanstack/react-table";

declare module "@tanstack/react-table" {
  // TValue is part of TanStack's declaration; the merge must repeat it.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Classes for the column's header and body cells (alignment, padding, width). */
    className?: string;
    /** The column's name in the column-visibility menu when its header is not plain text. */
    label?: string;
  }
}

type DataTableOptions<TData> = Omit<TableOptions<TData>, "data" | "getCoreRowModel"> & {
  /** undefined while the first load runs: the table shows placeholder rows. */
  data: TData[] | undefined;
};

const noRows: never[] = [];

/**
 * A TanStack table with the row models every list uses: sorting over the loaded rows (a server-paged list sorts
 * the page it shows) and expansion when rows have sub-rows.
 */
export function useDataTable<TData>({ data, ...options }: DataTableOptions<TData>): Table<TData> {
  // No React Compiler runs in this app: the table is read afresh on every render.
  // eslint-disable-next-line react-hooks/incompatible-library
  return useReactTable<TData>({
    getSortedRowModel: getSortedRowModel(),
    // A first click sorts ascending unless a column asks for its largest or newest first.
    sortDescFirst: false,
    getExpandedRowModel: options.getSubRows ? getExpandedRowModel() : undefined,
    ...options,
    data: data ?? noRows,
    getCoreRowModel: getCoreRowModel(),
  });
}
