import { Power } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import { cn } from "@/lib/utils";

type EndShiftButtonProps = { shiftOpen: boolean; onEndShift: () => void; className?: string };

/** Without an open shift the button stays visible but aria-disabled (no action), so it stays focusable for its hint. */
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
        <Button
          variant="outline"
          aria-disabled="true"
          aria-describedby={hintId}
          className={cn("h-10 aria-disabled:cursor-not-allowed aria-disabled:opacity-50", className)}
        >
          <Power aria-hidden />
          End shift
        </Button>
      </TooltipTrigger>
      <TooltipContent id={hintId}>No shift is open</TooltipContent>
    </Tooltip>
  );
}
