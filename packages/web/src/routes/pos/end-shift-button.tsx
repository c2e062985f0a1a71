import { Power } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import { cn } from "@/lib/utils";

type EndShiftButtonProps = { shiftOpen: boolean; onEndShift: () => void; className?: string };

/** Without an open shift the button stays visible but disabled; the wrapper keeps its hint reachable. */
export function EndShiftButton({ shiftOpen, onEndShift, className }: EndShiftButtonProps) {
  const hintId = useId();
  if (shiftOpen)
    return (
      <Button variant="outline" className={cn("h-10", className)} onClick={onEndShift}>
        <Power aria-hidden />
        End shift
      </Button>
    );
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <span
          tabIndex={0}
          className={cn(
            "inline-flex rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
            className,
          )}
        >
          <Button variant="outline" disabled aria-describedby={hintId} className="h-10 w-full">
            <Power aria-hidden />
            End shift
          </Button>
        </span>
      </TooltipTrigger>
      <TooltipContent id={hintId}>No shift is open</TooltipContent>
    </Tooltip>
  );
}
