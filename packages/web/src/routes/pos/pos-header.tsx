import { UserRound } from "lucide-react";
import type { RefObject } from "react";
import { NavLink } from "react-router";
import type { CashMovementType } from "@pos/core/shifts/cash-movement.schema";
import { ConnectionBadge } from "@/components/layout/connection-badge";
import { Button } from "@/components/ui/button";
import type { CurrentDevice } from "@/lib/api-types";
import type { ConnectionStatus } from "@/lib/connection-monitor";
import type { OutboxCounts } from "@/lib/offline/outbox-db";
import { cn } from "@/lib/utils";
import { EndShiftButton } from "./end-shift-button";
import { posNav } from "./pos-nav";
import { PosSideMenu } from "./pos-side-menu";

type PosHeaderProps = {
  device: CurrentDevice;
  connection: ConnectionStatus;
  outbox: OutboxCounts;
  shiftOpen: boolean;
  employeeName: string | null;
  employeeButtonRef: RefObject<HTMLButtonElement | null>;
  onSelectEmployee: () => void;
  onEndShift: () => void;
  onCashMovement: (type: CashMovementType) => void;
  onBackToLogin: () => void;
};

export function PosHeader({
  device,
  connection,
  outbox,
  shiftOpen,
  employeeName,
  employeeButtonRef,
  onSelectEmployee,
  onEndShift,
  onCashMovement,
  onBackToLogin,
}: PosHeaderProps) {
  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-2 border-b bg-background px-2 sm:px-4">
      <PosSideMenu
        deviceName={device.name}
        shiftOpen={shiftOpen}
        onEndShift={onEndShift}
        onCashMovement={onCashMovement}
        onBackToLogin={onBackToLogin}
      />
      <nav aria-label="POS" className="hidden items-center gap-1 md:flex">
        {posNav.map((item) => (
          <NavLink
            key={item.to}
            to={item.to}
            className={({ isActive }) =>
              cn(
                "flex h-10 items-center gap-2 rounded-md px-3 text-sm font-medium text-muted-foreground outline-none hover:bg-accent hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 lg:px-4",
                isActive && "bg-accent text-accent-foreground",
              )
            }
          >
            <item.icon className="size-4" aria-hidden />
            {item.label}
          </NavLink>
        ))}
      </nav>
      <div className="ml-auto flex min-w-0 items-center gap-2 lg:gap-3">
        <div className="hidden min-w-0 text-right leading-tight xl:block">
          <p className="truncate text-sm font-medium">{device.name}</p>
          <p className="truncate text-xs text-muted-foreground">
            {device.location.name} · {device.company.name}
          </p>
        </div>
        <ConnectionBadge status={connection} waiting={outbox.sales} />
        <Button
          ref={employeeButtonRef}
          variant="secondary"
          className="h-10 max-w-48"
          onClick={onSelectEmployee}
        >
          <UserRound aria-hidden />
          <span className="truncate">{employeeName ?? "Select employee"}</span>
        </Button>
        <EndShiftButton shiftOpen={shiftOpen} onEndShift={onEndShift} />
      </div>
    </header>
  );
}
