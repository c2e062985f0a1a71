import { Trash2 } from "lucide-react";
import { marginPercent, markupPercent } from "@pos/core/catalog/pricing";
import { catalogLimits, type LocationOverride } from "@pos/core/catalog/product.schema";
import { formatCents } from "@pos/core/common/money";
import { CurrencyInput } from "@/components/shared/currency-input";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { ListField } from "./list-field";
import { orNull } from "./section-props";

type OverrideRowProps = {
  /** Where the override sits in the draft ("locationOverrides.0", "childProducts.1.locationOverrides.0"). */
  path: string;
  override: LocationOverride;
  locationName: string;
  /** Names the row in labels: the location, or the location and the child ("Kensington for Pink Kush 7 g"). */
  where: string;
  /** The product's own price and cost, which apply where the override leaves them empty. */
  productPrice: number | null;
  productCost: number | null;
  onChange: (patch: Partial<LocationOverride>) => void;
  onRemove: () => void;
};

const percent = (value: number | null) => (value === null ? "—" : `${value.toFixed(1)}%`);
const activeValue = (active: boolean | null) => (active === null ? "inherit" : active ? "on" : "off");
const placeholderOf = (cents: number | null) => (cents === null ? "—" : formatCents(cents).replace("$", ""));

/** The price, cost, barcode and availability of the product at one location. */
export function OverrideRow(props: OverrideRowProps) {
  const { path, override, locationName, where, onChange } = props;
  const price = override.retailPrice ?? props.productPrice;
  // A wholesale cost of 0 is saved as none, so the product's cost applies.
  const cost = override.wholesaleCost || props.productCost;
  return (
    <li aria-label={where} className="grid gap-3 rounded-lg border p-3 sm:grid-cols-6">
      <div className="flex items-center sm:col-span-3">
        <p className="font-medium">{locationName}</p>
      </div>
      <div className="flex items-center gap-2 sm:col-span-3">
        <Select
          value={activeValue(override.isActive)}
          onValueChange={(value) => onChange({ isActive: value === "inherit" ? null : value === "on" })}
        >
          <SelectTrigger aria-label={`Sold at ${where}`} className="flex-1">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="inherit">Active as the product</SelectItem>
            <SelectItem value="on">Active here</SelectItem>
            <SelectItem value="off">Inactive here</SelectItem>
          </SelectContent>
        </Select>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label={`Remove the override at ${where}`}
          onClick={props.onRemove}
        >
          <Trash2 aria-hidden />
        </Button>
      </div>
      <ListField path={`${path}.retailPrice`} caption="Retail price" className="sm:col-span-2">
        {(control) => (
          <CurrencyInput
            {...control}
            aria-label={`Retail price at ${where}`}
            onlyPositive
            max={catalogLimits.maxPriceCents}
            placeholder={placeholderOf(props.productPrice)}
            value={override.retailPrice}
            onChange={(cents) => onChange({ retailPrice: cents })}
          />
        )}
      </ListField>
      <ListField path={`${path}.wholesaleCost`} caption="Wholesale cost" className="sm:col-span-2">
        {(control) => (
          <CurrencyInput
            {...control}
            aria-label={`Wholesale cost at ${where}`}
            onlyPositive
            max={catalogLimits.maxPriceCents}
            placeholder={placeholderOf(props.productCost)}
            value={override.wholesaleCost}
            onChange={(cents) => onChange({ wholesaleCost: cents })}
          />
        )}
      </ListField>
      <ListField path={`${path}.barcode`} caption="Barcode" className="sm:col-span-2">
        {(control) => (
          <Input
            {...control}
            aria-label={`Barcode at ${where}`}
            autoComplete="off"
            maxLength={64}
            className="font-mono"
            value={override.barcode ?? ""}
            onChange={(event) => onChange({ barcode: orNull(event.target.value) })}
          />
        )}
      </ListField>
      <p className="flex gap-4 text-sm text-muted-foreground tabular-nums sm:col-span-6">
        <span>
          Margin <span aria-label={`Margin at ${where}`}>{percent(marginPercent(price, cost))}</span>
        </span>
        <span>
          Markup <span aria-label={`Markup at ${where}`}>{percent(markupPercent(price, cost))}</span>
        </span>
      </p>
    </li>
  );
}
