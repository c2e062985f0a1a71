import type { Tax } from "@pos/core/catalog/tax-group.schema";
import { Button } from "@/components/ui/button";

/** The usual Canadian sales taxes, one click each. */
const commonTaxes: Tax[] = [
  { name: "GST", rate: 5 },
  { name: "HST", rate: 13 },
  { name: "HST", rate: 14 },
  { name: "HST", rate: 15 },
  { name: "PST", rate: 6 },
  { name: "PST", rate: 7 },
  { name: "QST", rate: 9.975 },
  { name: "RST", rate: 7 },
];

/** A tax whose name the group already has is greyed out: each tax appears once in a group. */
export function CommonTaxes({ used, onAdd }: { used: ReadonlySet<string>; onAdd: (tax: Tax) => void }) {
  return (
    <div className="flex flex-wrap items-center gap-2 border-t pt-4">
      <span className="text-sm text-muted-foreground">Common Canadian taxes:</span>
      {commonTaxes.map((tax) => (
        <Button
          key={`${tax.name}-${tax.rate}`}
          type="button"
          variant="secondary"
          size="sm"
          className="h-7 rounded-full px-3 text-xs"
          disabled={used.has(tax.name.toLowerCase())}
          onClick={() => onAdd(tax)}
        >
          {tax.name} {tax.rate}%
        </Button>
      ))}
    </div>
  );
}
