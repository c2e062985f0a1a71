import type { ColumnDef } from "@tanstack/react-table";
import { formatCents } from "@pos/core/common/money";
import type { WooProductRow } from "@pos/core/integrations/woocommerce/woo.schema";
import { Badge } from "@/components/ui/badge";
import { Checkbox } from "@/components/ui/checkbox";
import { formatDateTime } from "@/lib/format-date";

function StatusCell({ product }: { product: WooProductRow }) {
  if (!product.selected) return <span className="text-muted-foreground">Not chosen</span>;
  if (product.status === "synced") return <Badge>In the store</Badge>;
  if (product.status === "error")
    return (
      <div className="grid gap-1">
        <Badge variant="destructive">Failed</Badge>
        <span className="text-xs text-destructive">{product.error}</span>
      </div>
    );
  return <Badge variant="secondary">Waiting for push</Badge>;
}

export function wooProductColumns(
  onChoose: (product: WooProductRow, selected: boolean) => void,
): ColumnDef<WooProductRow>[] {
  return [
    {
      id: "selected",
      header: "Sell online",
      meta: { className: "pl-6 w-24" },
      cell: ({ row: { original: product } }) => (
        <Checkbox
          checked={product.selected}
          aria-label={`Sell ${product.name} online`}
          onCheckedChange={(checked) => onChoose(product, checked === true)}
        />
      ),
    },
    {
      accessorKey: "name",
      header: "Product",
      meta: { className: "whitespace-normal" },
      cell: ({ row: { original: product } }) => (
        <div>
          <div className="font-medium">{product.name}</div>
          <div className="text-xs text-muted-foreground">
            {[product.sku, product.categoryName].filter(Boolean).join(" · ")}
          </div>
        </div>
      ),
    },
    {
      accessorKey: "price",
      header: "Price",
      meta: { className: "text-right" },
      cell: ({ row: { original: product } }) => (product.price === null ? "—" : formatCents(product.price)),
    },
    {
      id: "status",
      header: "Status",
      accessorFn: (product) => (product.selected ? (product.status ?? "") : "~"),
      meta: { className: "whitespace-normal" },
      cell: ({ row: { original: product } }) => <StatusCell product={product} />,
    },
    {
      accessorKey: "pushedStock",
      header: "Stock sent",
      meta: { className: "text-right" },
      cell: ({ row: { original: product } }) => product.pushedStock ?? "—",
    },
    {
      accessorKey: "lastPushedAt",
      header: "Last push",
      meta: { className: "pr-6" },
      cell: ({ row: { original: product } }) =>
        product.lastPushedAt ? formatDateTime(product.lastPushedAt) : "—",
    },
  ];
}
