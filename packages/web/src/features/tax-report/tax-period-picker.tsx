import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { quarterLabel, recentQuarters } from "./tax-period";

/** The month or quarter a "Month" or "Quarter" tax period covers. */
export function TaxPeriodPicker({
  preset,
  month,
  quarter,
  today,
  onMonth,
  onQuarter,
}: {
  preset: "month" | "quarter";
  month: string;
  quarter: string;
  today: string;
  onMonth: (month: string) => void;
  onQuarter: (quarter: string) => void;
}) {
  if (preset === "month")
    return (
      <div className="grid w-48 gap-1.5">
        <Label htmlFor="tax-month">Month</Label>
        <Input
          id="tax-month"
          type="month"
          value={month}
          max={today.slice(0, 7)}
          onChange={(event) => event.target.value && onMonth(event.target.value)}
        />
      </div>
    );
  return (
    <div className="grid w-56 gap-1.5">
      <Label htmlFor="tax-quarter">Quarter</Label>
      <Select value={quarter} onValueChange={onQuarter}>
        <SelectTrigger id="tax-quarter">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {recentQuarters(today, 8).map((entry) => (
            <SelectItem key={entry} value={entry}>
              {quarterLabel(entry)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
