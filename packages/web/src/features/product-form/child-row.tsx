import { ChevronRight, Trash2, Wand2 } from "lucide-react";
import type { ReactNode } from "react";
import { ownImage } from "@pos/core/catalog/product-draft";
import { generateBarcode } from "@pos/core/catalog/product-rules";
import { catalogLimits, type ChildProduct } from "@pos/core/catalog/product.schema";
import { CurrencyInput } from "@/components/shared/currency-input";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Switch } from "@/components/ui/switch";
import { DecimalInput } from "./field";
import { ListField } from "./list-field";
import { orNull } from "./section-props";

type ChildRowProps = {
  index: number;
  child: ChildProduct;
  /** Bulk masters: children take an amount of the master's stock. */
  bulkUnit: string | null;
  onChange: (patch: Partial<ChildProduct>) => void;
  onActive: (active: boolean) => void;
  onRemove: () => void;
  expanded: boolean;
  onToggle: () => void;
  /** Shown while expanded: the child's image and location overrides. */
  details: ReactNode;
  detailsId: string;
};

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

/** One child product of a master: its name, codes, price, share of bulk stock and whether it is sold. */
export function ChildRow(props: ChildRowProps) {
  const { index, child, bulkUnit, onChange, onActive, onRemove, expanded } = props;
  const path = `childProducts.${index}`;
  const label = child.name || `child ${index + 1}`;
  const overrides = child.locationOverrides.length;
  const summary = [
    ownImage(child) === null ? "image as the master" : "own image",
    overrides === 0 ? "no location overrides" : plural(overrides, "location override"),
  ].join(" · ");
  return (
    <li aria-label={`Child product ${index + 1}`} className="grid gap-3 rounded-lg border p-3 sm:grid-cols-6">
      <ListField path={`${path}.name`} caption="Name" className="sm:col-span-3">
        {(control) => (
          <Input
            {...control}
            aria-label={`Name of child ${index + 1}`}
            autoComplete="off"
            maxLength={catalogLimits.nameLength}
            placeholder="e.g. 3.5 g"
            value={child.name}
            onChange={(event) => onChange({ name: event.target.value })}
          />
        )}
      </ListField>
      <ListField path={`${path}.price`} caption="Price" className="sm:col-span-2">
        {(control) => (
          <CurrencyInput
            {...control}
            aria-label={`Price of ${label}`}
            onlyPositive
            max={catalogLimits.maxPriceCents}
            value={child.price}
            onChange={(cents) => onChange({ price: cents ?? 0 })}
          />
        )}
      </ListField>
      <div className="flex items-end justify-between gap-2 sm:justify-end">
        <div className="flex h-9 items-center gap-2">
          <Switch aria-label={`${label} is active`} checked={child.isActive} onCheckedChange={onActive} />
          <span aria-hidden className="text-xs text-muted-foreground sm:hidden">
            Active
          </span>
        </div>
        <Button type="button" variant="ghost" size="icon" aria-label={`Remove ${label}`} onClick={onRemove}>
          <Trash2 aria-hidden />
        </Button>
      </div>
      <ListField path={`${path}.sku`} caption="SKU" className="sm:col-span-2">
        {(control) => (
          <Input
            {...control}
            aria-label={`SKU of ${label}`}
            autoComplete="off"
            maxLength={64}
            value={child.sku ?? ""}
            onChange={(event) => onChange({ sku: orNull(event.target.value) })}
          />
        )}
      </ListField>
      <ListField path={`${path}.barcode`} caption="Barcode" className="sm:col-span-2">
        {(control) => (
          <div className="flex gap-1">
            <Input
              {...control}
              aria-label={`Barcode of ${label}`}
              autoComplete="off"
              maxLength={64}
              className="font-mono"
              value={child.barcode ?? ""}
              onChange={(event) => onChange({ barcode: orNull(event.target.value) })}
            />
            <Button
              type="button"
              variant="outline"
              size="icon"
              aria-label={`Generate a barcode for ${label}`}
              title="Generate a barcode"
              onClick={() => onChange({ barcode: generateBarcode(child.name, new Date()) })}
            >
              <Wand2 aria-hidden />
            </Button>
          </div>
        )}
      </ListField>
      {bulkUnit !== null ? (
        <ListField
          path={`${path}.inventorySubtractAmount`}
          caption="Per sale, from master's stock"
          className="sm:col-span-2"
        >
          {(control) => (
            <DecimalInput
              {...control}
              aria-label={`Amount of ${label} per sale`}
              suffix={bulkUnit}
              value={child.inventorySubtractAmount}
              onChange={(amount) => onChange({ inventorySubtractAmount: amount ?? 0 })}
            />
          )}
        </ListField>
      ) : (
        <div className="grid content-start gap-1 sm:col-span-2">
          <span className="text-xs font-medium text-muted-foreground">Stock</span>
          <Badge
            variant="outline"
            className="h-9 w-full justify-start px-3 font-normal text-muted-foreground"
          >
            {child.trackInventory ? "Own stock" : "Master's stock"}
          </Badge>
        </div>
      )}
      <div className="flex items-center gap-2 sm:col-span-6">
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="-ml-2"
          aria-expanded={expanded}
          aria-controls={props.detailsId}
          aria-label={`Image and location overrides of ${label}`}
          onClick={props.onToggle}
        >
          <ChevronRight
            aria-hidden
            className={expanded ? "rotate-90 transition-transform" : "transition-transform"}
          />
          Image and location overrides
        </Button>
        {!expanded && <span className="truncate text-xs text-muted-foreground">{summary}</span>}
      </div>
      {expanded && props.details}
    </li>
  );
}
