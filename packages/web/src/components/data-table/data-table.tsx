import { flexRender, type Row, type Table as TanStackTable } from "@tanstack/react-table";
import type { ComponentProps, ReactNode } from "react";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { cn } from "@/lib/utils";
import { DataTableColumnHeader } from "./data-table-column-header";

type DataTableProps<TData> = {
  table: TanStackTable<TData>;
  /** The first load runs: placeholder rows under the headers. */
  loading?: boolean;
  loadingRows?: number;
  /** Shown instead of the table when there is no row. */
  empty?: ReactNode;
  /** Shown in one full-width row when there is no row (the headers stay). */
  emptyRow?: ReactNode;
  /** Classes for every body cell (taller rows on the register). */
  cellClassName?: string;
  /** Attributes of each body row (test ids, classes). */
  rowProps?: (row: Row<TData>) => ComponentProps<"tr">;
  headerClassName?: string;
} & Omit<ComponentProps<"table">, "children">;

const ariaSort = { asc: "ascending", desc: "descending" } as const;

/** Every list's table: headers with sort toggles, placeholder rows while loading, an empty state. */
export function DataTable<TData>({
  table,
  loading = false,
  loadingRows = 5,
  empty,
  emptyRow,
  cellClassName,
  rowProps,
  headerClassName,
  ...tableProps
}: DataTableProps<TData>) {
  const rows = table.getRowModel().rows;
  if (!loading && rows.length === 0 && empty !== undefined) return empty;
  const columns = table.getVisibleLeafColumns();

  return (
    <Table {...tableProps}>
      <TableHeader className={headerClassName}>
        {table.getHeaderGroups().map((group) => (
          <TableRow key={group.id} className="hover:bg-transparent">
            {group.headers.map((header) => {
              const { column } = header;
              const sorted = column.getIsSorted();
              const content = header.isPlaceholder
                ? null
                : flexRender(column.columnDef.header, header.getContext());
              return (
                <TableHead
                  key={header.id}
                  colSpan={header.colSpan}
                  className={column.columnDef.meta?.className}
                  aria-sort={column.getCanSort() ? (sorted ? ariaSort[sorted] : "none") : undefined}
                >
                  {column.getCanSort() && content !== null ? (
                    <DataTableColumnHeader column={column}>{content}</DataTableColumnHeader>
                  ) : (
                    content
                  )}
                </TableHead>
              );
            })}
          </TableRow>
        ))}
      </TableHeader>
      <TableBody>
        {!loading && rows.length === 0 && emptyRow !== undefined && (
          <TableRow className="hover:bg-transparent">
            <TableCell colSpan={columns.length} className="py-8 text-center text-muted-foreground">
              {emptyRow}
            </TableCell>
          </TableRow>
        )}
        {loading
          ? Array.from({ length: loadingRows }, (_, index) => (
              <TableRow key={index}>
                {columns.map((column) => (
                  <TableCell key={column.id} className={column.columnDef.meta?.className}>
                    <Skeleton className="h-4 w-full max-w-40" />
                  </TableCell>
                ))}
              </TableRow>
            ))
          : rows.map((row) => (
              <TableRow
                key={row.id}
                data-state={row.getIsSelected() ? "selected" : undefined}
                {...rowProps?.(row)}
              >
                {row.getVisibleCells().map((cell) => (
                  <TableCell
                    key={cell.id}
                    className={cn(cell.column.columnDef.meta?.className, cellClassName)}
                  >
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </TableCell>
                ))}
              </TableRow>
            ))}
      </TableBody>
    </Table>
  );
}
