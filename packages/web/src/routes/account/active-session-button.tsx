import { ArrowRight, UserRound } from "lucide-react";
import { Button } from "@/components/ui/button";

/** "Continue active session" for a token that is still valid, naming whose session it is. */
export function ActiveSessionButton({ identity, onContinue }: { identity: string; onContinue: () => void }) {
  return (
    <div className="grid gap-3">
      <Button
        type="button"
        variant="secondary"
        className="h-auto justify-between py-2.5"
        onClick={onContinue}
      >
        <span className="flex min-w-0 items-center gap-3 text-left">
          <UserRound className="size-5" aria-hidden />
          <span className="grid min-w-0">
            <span className="truncate font-medium">{identity}</span>
            <span className="text-xs font-normal text-muted-foreground">Continue active session</span>
          </span>
        </span>
        <ArrowRight aria-hidden />
      </Button>
      <div className="flex items-center gap-3 text-xs text-muted-foreground uppercase">
        <span className="h-px flex-1 bg-border" />
        or log in again
        <span className="h-px flex-1 bg-border" />
      </div>
    </div>
  );
}
