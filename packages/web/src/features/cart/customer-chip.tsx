import { UserRound, UserRoundPlus, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { CartCustomer } from "./cart-state";

type CustomerChipProps = {
  customer: CartCustomer | null;
  onAttach: () => void;
  onDetach: () => void;
};

/** The sale's customer with their loyalty points, or the button to attach one. */
export function CustomerChip({ customer, onAttach, onDetach }: CustomerChipProps) {
  if (!customer)
    return (
      <Button variant="outline" className="h-11 w-full justify-start" onClick={onAttach}>
        <UserRoundPlus aria-hidden />
        Add customer
      </Button>
    );
  return (
    <div className="flex h-11 items-center gap-2 rounded-md border bg-background pl-3" aria-label="Customer">
      <UserRound className="size-4 shrink-0 text-muted-foreground" aria-hidden />
      <button type="button" className="min-w-0 flex-1 text-left" onClick={onAttach} title="Change customer">
        <span className="block truncate text-sm font-medium leading-tight">{customer.name}</span>
        <span className="block text-xs text-muted-foreground">
          {customer.loyaltyPoints.toLocaleString("en-US")} loyalty points
        </span>
      </button>
      <Button variant="ghost" size="icon" className="size-11" aria-label="Remove customer" onClick={onDetach}>
        <X />
      </Button>
    </div>
  );
}
