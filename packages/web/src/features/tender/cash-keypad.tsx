import { Delete } from "lucide-react";
import { formatCents } from "@pos/core/common/money";
import { Button } from "@/components/ui/button";

type CashKeypadProps = {
  onKey: (key: string) => void;
  quickAmounts: number[];
  onQuick: (cents: number) => void;
  disabled?: boolean;
};

const keys = ["7", "8", "9", "4", "5", "6", "1", "2", "3", "00", "0", "back"] as const;

/** Digits entered as on a cash register (2, 5, 0, 0 is $25.00), and one-tap amounts a customer hands over. */
export function CashKeypad({ onKey, quickAmounts, onQuick, disabled }: CashKeypadProps) {
  return (
    <div className="grid grid-cols-[1fr_auto] gap-2">
      <div className="grid grid-cols-3 gap-2">
        {keys.map((key) => (
          <Button
            key={key}
            type="button"
            variant="outline"
            className="h-12 text-lg font-semibold"
            disabled={disabled}
            aria-label={key === "back" ? "Delete last digit" : key}
            onClick={() => onKey(key)}
          >
            {key === "back" ? <Delete className="size-5" /> : key}
          </Button>
        ))}
      </div>
      {quickAmounts.length > 0 && (
        <div className="grid w-28 auto-rows-fr gap-2" aria-label="Quick amounts" role="group">
          {quickAmounts.map((cents, index) => (
            <Button
              key={cents}
              type="button"
              variant="secondary"
              className="h-full min-h-12 text-base font-semibold"
              disabled={disabled}
              onClick={() => onQuick(cents)}
            >
              {index === 0 ? "Exact" : formatCents(cents).replace(/\.00$/, "")}
            </Button>
          ))}
        </div>
      )}
    </div>
  );
}
