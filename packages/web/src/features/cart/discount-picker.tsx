import { BadgePercent } from "lucide-react";
import { formatCents } from "@pos/core/common/money";
import type { Discount } from "@pos/core/discounts/discount.schema";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";

type DiscountPickerProps = {
  discounts: Discount[];
  chosen: string[];
  onToggle: (discountId: string) => void;
};

const valueText = (discount: Discount) =>
  discount.kind === "percentage"
    ? `${discount.value}%`
    : discount.kind === "fixedAmount"
      ? `${formatCents(discount.value)} off`
      : `at ${formatCents(discount.value)}`;

/** Discounts the cashier applies to the whole cart (each covers the lines it targets). */
export function DiscountPicker({ discounts, chosen, onToggle }: DiscountPickerProps) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" className="h-11 flex-1" disabled={discounts.length === 0}>
          <BadgePercent aria-hidden />
          {chosen.length > 0 ? `Discounts (${chosen.length})` : "Discount"}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="max-h-80 w-72 overflow-y-auto">
        <DropdownMenuLabel>Discount the whole cart</DropdownMenuLabel>
        {discounts.map((discount) => (
          <DropdownMenuCheckboxItem
            key={discount.id}
            className="h-10"
            checked={chosen.includes(discount.id)}
            onSelect={(event) => event.preventDefault()}
            onCheckedChange={() => onToggle(discount.id)}
          >
            <span className="flex-1 truncate">{discount.name}</span>
            <span className="text-xs text-muted-foreground">
              {discount.isLoyalty && discount.loyaltyCost !== null
                ? `${discount.loyaltyCost} pts`
                : valueText(discount)}
            </span>
          </DropdownMenuCheckboxItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
