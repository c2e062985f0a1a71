import {
  Banknote,
  Gift,
  HandCoins,
  LogIn,
  Menu,
  PiggyBank,
  ReceiptText,
  type LucideIcon,
} from "lucide-react";
import { useRef, useState } from "react";
import { NavLink } from "react-router";
import { cashMovementLabels, type CashMovementType } from "@pos/core/shifts/cash-movement.schema";
import { Button } from "@/components/ui/button";
import { GiftCardCreditDialog } from "@/features/gift-cards/gift-card-credit-dialog";
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from "@/components/ui/sheet";
import { trpc } from "@/lib/trpc";
import { cn } from "@/lib/utils";
import { EndShiftButton } from "./end-shift-button";
import { posNav } from "./pos-nav";

const movementIcons: Record<CashMovementType, LucideIcon> = {
  cashDrop: PiggyBank,
  payIn: HandCoins,
  payOut: Banknote,
  noSale: ReceiptText,
};
const movementTypes = Object.keys(movementIcons) as CashMovementType[];

/** Radix skips links when it picks what to focus; start on the current page's link instead. */
function focusCurrentLink(event: Event) {
  event.preventDefault();
  if (!(event.currentTarget instanceof HTMLElement)) return;
  event.currentTarget.querySelector<HTMLElement>('a[aria-current="page"], a')?.focus();
}

type PosSideMenuProps = {
  deviceName: string;
  shiftOpen: boolean;
  onEndShift: () => void;
  onCashMovement: (type: CashMovementType) => void;
  onBackToLogin: () => void;
};

export function PosSideMenu({
  deviceName,
  shiftOpen,
  onEndShift,
  onCashMovement,
  onBackToLogin,
}: PosSideMenuProps) {
  const [open, setOpen] = useState(false);
  const [crediting, setCrediting] = useState(false);
  const giftCards = trpc.giftCards.registerSettings.useQuery(undefined, { staleTime: 60_000 }).data?.enabled;
  // An item that opens a dialog keeps the focus there: the closing menu must not hand it back to its button.
  const handingOff = useRef(false);
  const closeThen = (action: () => void) => () => {
    handingOff.current = true;
    setOpen(false);
    action();
  };
  const keepHandedOffFocus = (event: Event) => {
    if (handingOff.current) event.preventDefault();
    handingOff.current = false;
  };
  return (
    <>
      <Sheet open={open} onOpenChange={setOpen}>
        <SheetTrigger asChild>
          <Button variant="ghost" size="icon" className="size-10" aria-label="Open menu">
            <Menu className="size-5" aria-hidden />
          </Button>
        </SheetTrigger>
        <SheetContent
          side="left"
          className="w-72 overflow-y-auto"
          onOpenAutoFocus={focusCurrentLink}
          onCloseAutoFocus={keepHandedOffFocus}
        >
          <SheetHeader>
            <SheetTitle>Menu</SheetTitle>
            <SheetDescription>{deviceName}</SheetDescription>
          </SheetHeader>
          <nav aria-label="POS menu" className="grid gap-1 px-4">
            {posNav.map((item) => (
              <NavLink
                key={item.to}
                to={item.to}
                onClick={() => setOpen(false)}
                className={({ isActive }) =>
                  cn(
                    "flex h-11 items-center gap-3 rounded-md px-3 text-sm font-medium outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50",
                    isActive && "bg-accent text-accent-foreground",
                  )
                }
              >
                <item.icon className="size-4" aria-hidden />
                {item.menuLabel}
              </NavLink>
            ))}
            <EndShiftButton
              className="mt-2 w-full"
              shiftOpen={shiftOpen}
              onEndShift={closeThen(onEndShift)}
            />
          </nav>
          <section aria-labelledby="cash-menu-title" className="grid gap-1 border-t px-4 pt-3">
            <h2 id="cash-menu-title" className="px-3 text-xs font-medium text-muted-foreground">
              Cash
            </h2>
            {movementTypes.map((type) => {
              const Icon = movementIcons[type];
              return (
                <Button
                  key={type}
                  variant="ghost"
                  className="h-11 justify-start gap-3 px-3"
                  disabled={!shiftOpen}
                  onClick={closeThen(() => onCashMovement(type))}
                >
                  <Icon className="size-4" aria-hidden />
                  {cashMovementLabels[type]}
                </Button>
              );
            })}
          </section>
          {giftCards && (
            <section aria-labelledby="gift-card-menu-title" className="grid gap-1 border-t px-4 pt-3">
              <h2 id="gift-card-menu-title" className="px-3 text-xs font-medium text-muted-foreground">
                Gift cards
              </h2>
              <Button
                variant="ghost"
                className="h-11 justify-start gap-3 px-3"
                onClick={closeThen(() => setCrediting(true))}
              >
                <Gift className="size-4" aria-hidden />
                Credit a gift card
              </Button>
            </section>
          )}
          <SheetFooter>
            <Button variant="secondary" onClick={closeThen(onBackToLogin)}>
              <LogIn aria-hidden />
              Back to login page
            </Button>
          </SheetFooter>
        </SheetContent>
      </Sheet>
      <GiftCardCreditDialog open={crediting} onClose={() => setCrediting(false)} />
    </>
  );
}
