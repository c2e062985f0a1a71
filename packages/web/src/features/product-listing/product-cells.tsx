import { Package } from "lucide-react";
import type { ProductListColumn, ProductListRow } from "@pos/core/catalog/listing.schema";
import { formatCents } from "@pos/core/common/money";
import { SmartImage } from "@/components/shared/smart-image";
import { formatDate, formatDateTime } from "@/lib/format-date";
import { formatMeasure, shortTag } from "./product-columns";

export type ListedProduct = Omit<ProductListRow, "children">;

/** What the cells need besides the row: names joined on the client, thumbnail links, the company's time zone. */
export type CellContext = {
  supplierNames: ReadonlyMap<string, string>;
  categoryNames: ReadonlyMap<string, { name: string; path: string }>;
  imageUrl: (image: string | null) => string | null;
  timeZone: string | undefined;
};

export function Dash({ title }: { title?: string }) {
  return (
    <span className="text-muted-foreground/70" title={title}>
      -
    </span>
  );
}

export function Money({ cents, emptyTitle }: { cents: number | null; emptyTitle?: string }) {
  return cents === null ? <Dash title={emptyTitle} /> : <>{formatCents(cents)}</>;
}

/** No image (or its link not signed yet) shows a quiet tile; a broken link shows the smart image's warning. */
export function Thumbnail({ product, context }: { product: ListedProduct; context: CellContext }) {
  const src = context.imageUrl(product.imageUrl);
  if (!src) {
    return (
      <span className="flex size-8 items-center justify-center rounded-md border bg-muted/60" aria-hidden>
        <Package className="size-4 text-muted-foreground/60" />
      </span>
    );
  }
  return (
    <SmartImage
      src={src}
      alt={product.name}
      loading="lazy"
      className="size-8 rounded-md border bg-muted/60 object-cover"
    />
  );
}

export function CategoryName({ id, context }: { id: string | null; context: CellContext }) {
  if (id === null) return <Dash />;
  const category = context.categoryNames.get(id);
  if (!category) return <span className="text-muted-foreground italic">Unknown</span>;
  return (
    <span className="block max-w-48 truncate" title={category.path}>
      {category.name}
    </span>
  );
}

function Tags({ tags }: { tags: string[] }) {
  if (tags.length === 0) return <Dash />;
  return (
    <span className="flex max-w-64 flex-wrap gap-1">
      {tags.map((tag) => (
        <span key={tag} title={tag} className="rounded-sm bg-muted px-1.5 py-px text-xs whitespace-nowrap">
          {shortTag(tag)}
        </span>
      ))}
    </span>
  );
}

function Measure({ value }: { value: number | null }) {
  return value === null ? <Dash /> : <>{formatMeasure(value)}</>;
}

function DateCell({ iso, timeZone }: { iso: string; timeZone: string | undefined }) {
  return <span title={formatDateTime(iso, timeZone)}>{formatDate(iso, timeZone)}</span>;
}

/** One of the extra columns the user chose. */
export function ExtraCell({
  column,
  product,
  context,
}: {
  column: ProductListColumn;
  product: ListedProduct;
  context: CellContext;
}) {
  switch (column) {
    case "supplierName": {
      if (product.supplierId === null) return <Dash />;
      const name = context.supplierNames.get(product.supplierId);
      return name ? (
        <span className="block max-w-44 truncate" title={name}>
          {name}
        </span>
      ) : (
        <span className="text-muted-foreground italic">Unknown</span>
      );
    }
    case "barcode":
      return product.barcode ? <span className="font-mono text-xs">{product.barcode}</span> : <Dash />;
    case "strainType":
      return product.strainType ?? <Dash />;
    case "tags":
      return <Tags tags={product.tags} />;
    case "purchasePrice":
      return <Money cents={product.purchasePrice} />;
    case "createDate":
      return <DateCell iso={product.createDate} timeZone={context.timeZone} />;
    case "updateDate":
      return <DateCell iso={product.updateDate} timeZone={context.timeZone} />;
    case "thc":
    case "cbd":
    case "weight":
    case "cannabisWeight":
    case "cannabisVolume":
      return <Measure value={product[column]} />;
  }
}
