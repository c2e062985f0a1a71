import {
  advancedDimensionLabels,
  advancedDimensions,
  advancedMeasureInfo,
  type AdvancedDefinition,
  type AdvancedDimension,
} from "@pos/core/reports/advanced-report.schema";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { filterDimensions, measuresFor, withDimensions } from "./report-definition";
import { ValuePicker } from "./value-picker";

const none = "none";

function Field({ id, label, children }: { id: string; label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}

function DimensionSelect({
  id,
  value,
  onChange,
  options,
  allowNone,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly AdvancedDimension[];
  allowNone?: boolean;
}) {
  return (
    <Select value={value} onValueChange={onChange}>
      <SelectTrigger id={id} className="w-44">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {allowNone && <SelectItem value={none}>None</SelectItem>}
        {options.map((dimension) => (
          <SelectItem key={dimension} value={dimension}>
            {advancedDimensionLabels[dimension]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

/** Groupings (one or two), figures, one filter and the order of an advanced report. */
export function ReportBuilder({
  definition,
  onChange,
  filterChoices,
}: {
  definition: AdvancedDefinition;
  onChange: (next: AdvancedDefinition) => void;
  filterChoices: { id: string; name: string }[];
}) {
  const [first, second] = definition.dimensions;
  const filter = definition.filters[0] ?? null;
  const setDimensions = (dimensions: AdvancedDimension[]) => onChange(withDimensions(definition, dimensions));
  const available = measuresFor(definition.dimensions);
  const columns = [...definition.dimensions, ...definition.measures];
  const columnLabel = (column: string) =>
    column in advancedDimensionLabels
      ? advancedDimensionLabels[column as AdvancedDimension]
      : advancedMeasureInfo[column as keyof typeof advancedMeasureInfo].label;
  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-end gap-4">
        <Field id="advanced-group" label="Group by">
          <DimensionSelect
            id="advanced-group"
            value={first!}
            options={advancedDimensions}
            onChange={(value) =>
              setDimensions([value as AdvancedDimension, ...(second && second !== value ? [second] : [])])
            }
          />
        </Field>
        <Field id="advanced-then" label="Then by">
          <DimensionSelect
            id="advanced-then"
            value={second ?? none}
            allowNone
            options={advancedDimensions.filter((dimension) => dimension !== first)}
            onChange={(value) =>
              setDimensions(value === none ? [first!] : [first!, value as AdvancedDimension])
            }
          />
        </Field>
        <Field id="advanced-sort" label="Sort by">
          <Select
            value={definition.sort?.by ?? none}
            onValueChange={(value) =>
              onChange({
                ...definition,
                sort:
                  value === none
                    ? null
                    : {
                        by: value as NonNullable<AdvancedDefinition["sort"]>["by"],
                        direction: definition.sort?.direction ?? "desc",
                      },
              })
            }
          >
            <SelectTrigger id="advanced-sort" className="w-44">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={none}>Default</SelectItem>
              {columns.map((column) => (
                <SelectItem key={column} value={column}>
                  {columnLabel(column)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </Field>
        {definition.sort && (
          <Field id="advanced-direction" label="Order">
            <Select
              value={definition.sort.direction}
              onValueChange={(direction) =>
                onChange({
                  ...definition,
                  sort: { ...definition.sort!, direction: direction as "asc" | "desc" },
                })
              }
            >
              <SelectTrigger id="advanced-direction" className="w-36">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value="desc">Descending</SelectItem>
                <SelectItem value="asc">Ascending</SelectItem>
              </SelectContent>
            </Select>
          </Field>
        )}
        <Field id="advanced-filter" label="Filter by">
          <DimensionSelect
            id="advanced-filter"
            value={filter?.dimension ?? none}
            allowNone
            options={filterDimensions}
            onChange={(value) =>
              onChange({
                ...definition,
                filters: value === none ? [] : [{ dimension: value as AdvancedDimension, values: [] }],
              })
            }
          />
        </Field>
        {filter && (
          <ValuePicker
            label={advancedDimensionLabels[filter.dimension]}
            choices={filterChoices}
            value={filter.values}
            onChange={(values) => onChange({ ...definition, filters: [{ ...filter, values }] })}
          />
        )}
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Figures</legend>
        <div className="grid grid-cols-2 gap-x-6 gap-y-2 sm:grid-cols-3 lg:grid-cols-5">
          {available.map((measure) => {
            const checked = definition.measures.includes(measure);
            return (
              <label key={measure} className="flex items-center gap-2 text-sm">
                <Checkbox
                  checked={checked}
                  disabled={checked && definition.measures.length === 1}
                  onCheckedChange={(on) => {
                    const measures = available.filter((entry) =>
                      entry === measure ? on === true : definition.measures.includes(entry),
                    );
                    onChange({
                      ...definition,
                      measures,
                      sort: definition.sort?.by === measure && !on ? null : definition.sort,
                    });
                  }}
                />
                {advancedMeasureInfo[measure].label}
              </label>
            );
          })}
        </div>
      </fieldset>
    </div>
  );
}
