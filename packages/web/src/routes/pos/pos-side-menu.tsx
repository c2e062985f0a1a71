import { LogIn, Menu } from "lucide-react";
import { useState } from "react";
import { NavLink } from "react-router";
import { Button } from "@/components/ui/button";
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from "@/components/ui/sheet";
import { cn } from "@/lib/utils";
import { EndShiftButton } from "./end-shift-button";
import { posNav } from "./pos-nav";

/** Radix skips links when it picks what to focus; start on the current page's link instead. */
function focusCurrentLink(event: Event) {
  event.preventDefault();
  if (!(event.currentTarget instanceof HTMLElement)) return;
  event.currentTarget.querySelector<HTMLElement>('a[aria-current="page"], a')?.focus();
}

type PosSideMenuProps = { deviceName: string; onBackToLogin: () => void; leaving: boolean };

export function PosSideMenu({ deviceName, onBackToLogin, leaving }: PosSideMenuProps) {
  const [open, setOpen] = useState(false);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="size-10" aria-label="Open menu">
          <Menu className="size-5" aria-hidden />
        </Button>
      </SheetTrigger>
      <SheetContent side="left" className="w-72" onOpenAutoFocus={focusCurrentLink}>
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
          <EndShiftButton className="mt-2 w-full" />
        </nav>
        <SheetFooter>
          <Button variant="secondary" onClick={onBackToLogin} disabled={leaving}>
            <LogIn aria-hidden />
            Back to login page
          </Button>
        </SheetFooter>
      </SheetContent>
    </Sheet>
  );
}
