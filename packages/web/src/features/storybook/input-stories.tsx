import { useState } from "react";
import { CopyButton } from "@/components/shared/copy-button";
import { CurrencyInput } from "@/components/shared/currency-input";
import { PercentInput } from "@/components/shared/percent-input";
import { ProvinceSelect } from "@/components/shared/province-select";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { formatCents } from "@pos/core/common/money";
import { State, Story } from "./story";

/** Text, money, percent, province, checkbox and switch inputs, live, in their states. */
export function InputStories() {
  const [cents, setCents] = useState<number | null>(1299);
  const [rate, setRate] = useState(13);
  const [province, setProvince] = useState<string | null>("ON");
  const [checked, setChecked] = useState(true);
  return (
    <>
      <Story title="Text inputs" description="components/ui/input and textarea.">
        <div className="grid gap-4 md:grid-cols-2">
          <State label="Empty">
            <Input aria-label="Empty input" placeholder="e.g. Blue Dream" />
          </State>
          <State label="Filled">
            <Input aria-label="Filled input" defaultValue="Pink Kush 3.5 g" />
          </State>
          <State label="Disabled">
            <Input aria-label="Disabled input" defaultValue="Read only" disabled />
          </State>
          <State label="Invalid">
            <div className="grid w-full gap-1">
              <Input aria-label="Invalid input" aria-invalid defaultValue="" />
              <p className="text-sm text-destructive">Name is required</p>
            </div>
          </State>
          <State label="Text area">
            <Textarea aria-label="Text area" rows={3} defaultValue="A longer note." />
          </State>
          <State label="Copy to clipboard">
            <code className="rounded bg-muted px-2 py-1 text-sm">REG-1A2B3C</code>
            <CopyButton text="REG-1A2B3C" label="device id" />
          </State>
        </div>
      </Story>
      <Story
        title="Money input"
        description="components/shared/currency-input: people type dollars, forms get cents."
      >
        <div className="grid gap-4 md:grid-cols-3">
          <State label="Live">
            <div className="grid gap-1">
              <CurrencyInput aria-label="Money" value={cents} onChange={setCents} />
              <span className="text-xs text-muted-foreground">
                {cents === null ? "Empty (null)" : `${cents} cents = ${formatCents(cents)}`}
              </span>
            </div>
          </State>
          <State label="Only positive, capped at $100">
            <CurrencyInput
              aria-label="Capped money"
              value={5000}
              onChange={() => undefined}
              onlyPositive
              max={10000}
            />
          </State>
          <State label="Disabled">
            <CurrencyInput aria-label="Disabled money" value={2500} onChange={() => undefined} disabled />
          </State>
          <State label="Percent">
            <PercentInput aria-label="Percent" value={rate} onChange={setRate} />
          </State>
        </div>
      </Story>
      <Story title="Choices" description="Province selector with its optional None, checkbox and switch.">
        <div className="grid gap-4 md:grid-cols-3">
          <State label="Province (with None)">
            <ProvinceSelect country="Canada" value={province} onChange={setProvince} allowNone />
          </State>
          <State label="State (US)">
            <ProvinceSelect country="USA" value="CA" onChange={() => undefined} />
          </State>
          <State label="Checkbox and switch">
            <Label className="flex items-center gap-2">
              <Checkbox checked={checked} onCheckedChange={(value) => setChecked(value === true)} />
              Track inventory
            </Label>
            <Label className="flex items-center gap-2">
              <Switch checked={checked} onCheckedChange={setChecked} />
              Active
            </Label>
            <Label className="flex items-center gap-2">
              <Switch disabled />
              Disabled
            </Label>
          </State>
        </div>
      </Story>
    </>
  );
}
