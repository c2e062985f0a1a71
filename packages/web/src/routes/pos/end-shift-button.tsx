import { Power } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import { cn } from "@/lib/utils";
import { shiftsUnavailable } from "./pos-nav";

/** End shift stays visible but disabled until shifts exist; the wrapper keeps the tooltip reachable. */
export function EndShiftButton({ className }: { className?: string }) {
  const hintId = useId();
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
          <Button variant="outline" disabled aria-describedby={hintId} className="w-full">
            <Power aria-hidden />
            End shift
          </Button>
        </span>
      </TooltipTrigger>
      <TooltipContent id={hintId}>{shiftsUnavailable}</TooltipContent>
    </Tooltip>
  );
}
