import { Plus, Trash2 } from "lucide-react";
import { catalogLimits, type MetaDataEntry } from "@pos/core/catalog/product.schema";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { controlProps, useProblem } from "./field";

type MetadataRowsProps = {
  entries: readonly MetaDataEntry[];
  onChange: (entries: MetaDataEntry[]) => void;
};

function MetadataRow({
  index,
  entry,
  onChange,
  onRemove,
}: {
  index: number;
  entry: MetaDataEntry;
  onChange: (entry: MetaDataEntry) => void;
  onRemove: () => void;
}) {
  const keyError = useProblem(`metaData.${index}.key`);
  const valueError = useProblem(`metaData.${index}.value`);
  const key = controlProps(`metaData.${index}.key`, keyError, false);
  const value = controlProps(`metaData.${index}.value`, valueError, false);
  return (
    <li className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-2 @md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)_auto]">
      <div className="grid gap-1">
        <Input
          {...key}
          aria-label={`Field ${index + 1} name`}
          placeholder="Name, e.g. Terpenes"
          maxLength={64}
          value={entry.key}
          onChange={(event) => onChange({ ...entry, key: event.target.value })}
        />
        {keyError && (
          <p id={`${key.id}-error`} className="text-sm text-destructive">
            {keyError}
          </p>
        )}
      </div>
      <div className="col-start-1 row-start-2 grid gap-1 @md:col-start-auto @md:row-start-auto">
        <Input
          {...value}
          aria-label={`Field ${index + 1} value`}
          placeholder="Value"
          maxLength={500}
          value={entry.value}
          onChange={(event) => onChange({ ...entry, value: event.target.value })}
        />
        {valueError && (
          <p id={`${value.id}-error`} className="text-sm text-destructive">
            {valueError}
          </p>
        )}
      </div>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="col-start-2 row-start-1 @md:col-start-auto"
        aria-label={`Remove field ${entry.key || index + 1}`}
        onClick={onRemove}
      >
        <Trash2 aria-hidden />
      </Button>
    </li>
  );
}

/** Custom fields: a list of name and value pairs (exported as Custom-* columns). */
export function MetadataRows({ entries, onChange }: MetadataRowsProps) {
  return (
    <div className="@container grid gap-2">
      {entries.length > 0 && (
        <ul className="grid gap-3 @md:gap-2">
          {entries.map((entry, index) => (
            <MetadataRow
              key={index}
              index={index}
              entry={entry}
              onChange={(next) => onChange(entries.map((item, at) => (at === index ? next : item)))}
              onRemove={() => onChange(entries.filter((_, at) => at !== index))}
            />
          ))}
        </ul>
      )}
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="w-fit"
        disabled={entries.length >= catalogLimits.metaData}
        onClick={() => onChange([...entries, { key: "", value: "" }])}
      >
        <Plus aria-hidden />
        Add field
      </Button>
    </div>
  );
}
