import { Boxes } from "lucide-react";
import { Link } from "react-router";
import { formatCents } from "@pos/core/common/money";
import type { LocationStockView } from "@pos/core/inventory/inventory-overview.schema";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { errorMessage } from "@/lib/errors";
import { trpc } from "@/lib/trpc";
import { formatUnits } from "./quantity-text";

type ProductStockCardProps = {
  companyId: number;
  locations: readonly { id: string; name: string }[];
  /** The products whose stock to show: the product itself, or a master's children that keep stock. */
  products: readonly { id: string; name: string }[];
};

const numeric = "text-right tabular-nums";

function LocationRows({ view, name }: { view: LocationStockView; name: string }) {
  const low = view.reorderPoint !== null && view.onHand <= view.reorderPoint;
  return (
    <>
      <TableRow>
        <TableCell className="font-medium">
          {name} {low && <Badge variant="destructive">Low</Badge>}
        </TableCell>
        <TableCell className={numeric}>{formatUnits(view.onHand)}</TableCell>
        <TableCell className={numeric}>
          {view.reorderPoint === null ? "—" : formatUnits(view.reorderPoint)}
        </TableCell>
        <TableCell className={numeric}>{formatCents(view.value)}</TableCell>
      </TableRow>
      {view.lots.map((lot) => (
        <TableRow key={lot.batchId} className="bg-muted/30 text-sm">
          <TableCell className="pl-8 text-muted-foreground">
            Lot {lot.lotNumber}
            {lot.expiryDate ? ` · expires ${lot.expiryDate}` : ""}
          </TableCell>
          <TableCell className={numeric}>{formatUnits(lot.onHand)}</TableCell>
          <TableCell />
          <TableCell className={numeric}>{formatCents(lot.value)}</TableCell>
        </TableRow>
      ))}
    </>
  );
}

function ProductStock({
  companyId,
  locations,
  product,
  titled,
}: {
  companyId: number;
  locations: ProductStockCardProps["locations"];
  product: { id: string; name: string };
  titled: boolean;
}) {
  const stock = trpc.inventory.stockOfProduct.useQuery({ companyId, productId: product.id });
  if (stock.error) return <p className="text-sm text-destructive">{errorMessage(stock.error)}</p>;
  if (!stock.data) return <Skeleton className="h-24 w-full" />;
  const names = new Map(locations.map((location) => [location.id, location.name]));
  return (
    <div className="grid gap-2">
      {titled && <p className="font-medium">{product.name}</p>}
      <Table aria-label={`Stock of ${product.name}`}>
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead>Location</TableHead>
            <TableHead className={numeric}>On hand</TableHead>
            <TableHead className={numeric}>Reorder point</TableHead>
            <TableHead className={numeric}>Value at cost</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {stock.data.locations.map((view) => (
            <LocationRows
              key={view.locationId}
              view={view}
              name={names.get(view.locationId) ?? "Hidden location"}
            />
          ))}
          <TableRow className="font-medium hover:bg-transparent">
            <TableCell>All locations</TableCell>
            <TableCell className={numeric}>{formatUnits(stock.data.totals.units)}</TableCell>
            <TableCell />
            <TableCell className={numeric}>{formatCents(stock.data.totals.value)}</TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </div>
  );
}

/** The product page's stock: on hand per location (and per lot), its value at cost and the reorder point. */
export function ProductStockCard({ companyId, locations, products }: ProductStockCardProps) {
  if (products.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Boxes className="size-5 text-muted-foreground" aria-hidden />
          Stock
        </CardTitle>
        <CardDescription>
          On hand at each location. To change it, use{" "}
          <Link
            className="underline underline-offset-4"
            to={`/company/${companyId}/dashboard/inventory/update`}
          >
            Update inventory
          </Link>
          .
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {products.map((product) => (
          <ProductStock
            key={product.id}
            companyId={companyId}
            locations={locations}
            product={product}
            titled={products.length > 1}
          />
        ))}
      </CardContent>
    </Card>
  );
}
