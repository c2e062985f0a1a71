import type { CatalogueProductFields, FieldDiff } from "@pos/core/province-catalog/catalogue-product.schema";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";

const shown = (value: string | number | null): string =>
  value === null || value === "" ? "—" : String(value);

const range = (min: number | null, max: number | null): string =>
  min === null && max === null ? "—" : `${shown(min)}–${shown(max)}`;

export function ProductsToAddTable({ products }: { products: CatalogueProductFields[] }) {
  return (
    <Table aria-label="Products to add">
      <TableHeader>
        <TableRow>
          <TableHead>SKU</TableHead>
          <TableHead>Name</TableHead>
          <TableHead>Brand</TableHead>
          <TableHead>Category</TableHead>
          <TableHead>Format</TableHead>
          <TableHead>THC</TableHead>
          <TableHead>CBD</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {products.map((product) => (
          <TableRow key={product.sku}>
            <TableCell className="font-mono text-xs">{product.sku}</TableCell>
            <TableCell className="font-medium">{product.name}</TableCell>
            <TableCell>{shown(product.brand)}</TableCell>
            <TableCell>{shown(product.category)}</TableCell>
            <TableCell>{shown(product.format)}</TableCell>
            <TableCell className="tabular-nums">{range(product.minThc, product.maxThc)}</TableCell>
            <TableCell className="tabular-nums">{range(product.minCbd, product.maxCbd)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function UpdatedProductsTable({
  entries,
}: {
  entries: { product: CatalogueProductFields; diff: FieldDiff[] }[];
}) {
  return (
    <Table aria-label="Updated products">
      <TableHeader>
        <TableRow>
          <TableHead>SKU</TableHead>
          <TableHead>Name</TableHead>
          <TableHead>Changes</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {entries.map(({ product, diff }) => (
          <TableRow key={product.sku}>
            <TableCell className="align-top font-mono text-xs">{product.sku}</TableCell>
            <TableCell className="align-top font-medium">{product.name}</TableCell>
            <TableCell>
              <ul className="grid gap-1 text-sm">
                {diff.map((change) => (
                  <li key={change.fieldName}>
                    <span className="text-muted-foreground">{change.fieldName}:</span>{" "}
                    <del className="text-destructive">{shown(change.oldValue)}</del> →{" "}
                    <ins className="font-medium text-primary no-underline">{shown(change.newValue)}</ins>
                  </li>
                ))}
              </ul>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
