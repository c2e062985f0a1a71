import type { ColumnDef } from "@tanstack/react-table";
import type { CatalogueProduct } from "@pos/core/province-catalog/catalogue-product.schema";

const dash = (value: string | number | null): string =>
  value === null || value === "" ? "—" : String(value);

const potency = (min: number | null, max: number | null, unit: string | null): string =>
  min === null && max === null ? "—" : `${dash(min)}–${dash(max)}${unit ? ` ${unit}` : ""}`;

/** The columns of a catalogue list, as the wholesalers' lists show a product. */
export function catalogueColumns<T extends CatalogueProduct>(): ColumnDef<T>[] {
  return [
    {
      accessorKey: "sku",
      header: "SKU",
      cell: ({ row }) => <span className="font-mono text-xs">{row.original.sku}</span>,
    },
    {
      accessorKey: "name",
      header: "Name",
      cell: ({ row }) => <span className="font-medium">{row.original.name}</span>,
    },
    { accessorKey: "brand", header: "Brand", cell: ({ row }) => dash(row.original.brand) },
    { accessorKey: "category", header: "Category", cell: ({ row }) => dash(row.original.category) },
    { accessorKey: "format", header: "Format", cell: ({ row }) => dash(row.original.format) },
    {
      accessorKey: "gtin",
      header: "GTIN",
      cell: ({ row }) => <span className="font-mono text-xs">{dash(row.original.gtin)}</span>,
    },
    {
      id: "thc",
      header: "THC",
      cell: ({ row }) => potency(row.original.minThc, row.original.maxThc, row.original.thcCbdUnit),
      meta: { className: "tabular-nums whitespace-nowrap" },
    },
    {
      id: "cbd",
      header: "CBD",
      cell: ({ row }) => potency(row.original.minCbd, row.original.maxCbd, row.original.thcCbdUnit),
      meta: { className: "tabular-nums whitespace-nowrap" },
    },
    { accessorKey: "plantType", header: "Plant type", cell: ({ row }) => dash(row.original.plantType) },
  ];
}
