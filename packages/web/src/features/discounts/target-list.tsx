import { X } from "lucide-react";
import type { DiscountTarget } from "@pos/core/discounts/discount.schema";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";

type TargetListProps = {
  label: string;
  targets: DiscountTarget[];
  nameOf: (id: string) => string;
  onRemove: (id: string, type: DiscountTarget["type"]) => void;
};

/** The included and excluded items of one list, each removable. */
export function TargetList({ label, targets, nameOf, onRemove }: TargetListProps) {
  if (targets.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {targets.map((target) => (
        <li key={`${target.type}:${target.id}`}>
          <Badge
            variant={target.type === "include" ? "secondary" : "outline"}
            className={`gap-1 py-1 pr-1 ${target.type === "exclude" ? "border-destructive/50 text-destructive" : ""}`}
          >
            <span className="text-[11px] uppercase opacity-70">
              {target.type === "include" ? "Only" : "Not"}
            </span>
            {nameOf(target.id)}
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="size-5"
              aria-label={`Remove ${nameOf(target.id)}`}
              onClick={() => onRemove(target.id, target.type)}
            >
              <X aria-hidden className="size-3" />
            </Button>
          </Badge>
        </li>
      ))}
    </ul>
  );
}
