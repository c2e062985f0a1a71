import { Plus, TriangleAlert } from "lucide-react";
import { batchTrackingMismatch, productMessages } from "@pos/core/catalog/product-problems";
import type { CannabinoidEntry, ProductDraft } from "@pos/core/catalog/product.schema";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { CannabinoidEntryEditor } from "./cannabinoid-entry";
import { DecimalInput, Field } from "./field";
import { FormSection } from "./form-section";
import { fieldId } from "./problems";
import type { SectionProps } from "./section-props";
import { setField } from "./use-product-draft";

type Measure = "thc" | "cbd" | "weight" | "cannabisWeight" | "cannabisVolume" | "driedCannabisEquivalent";

const measures: { key: Measure; label: string; suffix?: string; hint?: string }[] = [
  { key: "thc", label: "THC", hint: "As printed on the package." },
  { key: "cbd", label: "CBD", hint: "As printed on the package." },
  { key: "weight", label: "Net weight", suffix: "g" },
  { key: "cannabisWeight", label: "Cannabis weight", suffix: "g" },
  { key: "cannabisVolume", label: "Cannabis volume", suffix: "ml" },
  {
    key: "driedCannabisEquivalent",
    label: "Dried cannabis equivalent",
    suffix: "g",
    hint: "Counts toward the 30 g public possession limit.",
  },
];

function newEntry(draft: ProductDraft): CannabinoidEntry {
  return {
    id: crypto.randomUUID(),
    batchNumber: null,
    locationIds: [],
    isLocationCannabinoid: !draft.isBatchTracked,
    thc: null,
    cbd: null,
    minTHC: null,
    maxTHC: null,
    minCBD: null,
    maxCBD: null,
    showMaxMin: false,
    unit: "%",
    quantity: null,
    netContent: null,
    netContentUnit: null,
  };
}

/** Potency, weights and volume, and cannabinoid values per batch or per location. */
export function CannabisSection({
  draft,
  edit,
  locations,
}: SectionProps & { locations: readonly { id: string; name: string }[] }) {
  const entries = draft.cannabinoidMetaData;
  const setEntries = (next: CannabinoidEntry[]) => edit(setField("cannabinoidMetaData", next));
  const mismatch = batchTrackingMismatch(draft);
  return (
    <FormSection
      id="cannabis"
      title="Cannabis"
      description="Potency and amounts for labels, receipts and possession limits."
    >
      <div className="grid gap-6">
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {measures.map((measure) => (
            <Field key={measure.key} path={measure.key} label={measure.label} hint={measure.hint}>
              {(control) => (
                <DecimalInput
                  {...control}
                  suffix={measure.suffix}
                  value={draft[measure.key]}
                  onChange={(value) => edit(setField(measure.key, value))}
                />
              )}
            </Field>
          ))}
        </div>
        <div className="grid gap-3">
          <div className="flex flex-wrap items-end justify-between gap-2">
            <div className="grid gap-1">
              <h3 className="text-sm font-medium">Cannabinoids by batch or location</h3>
              <p className="text-xs text-muted-foreground">
                Values of a lot from its certificate of analysis, or what a location shows.
              </p>
            </div>
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => setEntries([...entries, newEntry(draft)])}
            >
              <Plus aria-hidden />
              Add cannabinoids
            </Button>
          </div>
          {mismatch && (
            <Alert
              id={fieldId("cannabinoidMetaData")}
              className="border-amber-300 bg-amber-50 text-amber-900"
            >
              <TriangleAlert aria-hidden />
              <AlertTitle>Cannabinoids do not match lot tracking</AlertTitle>
              <AlertDescription className="text-amber-900/90">{productMessages[mismatch]}</AlertDescription>
            </Alert>
          )}
          {entries.length > 0 && (
            <ul className="grid gap-3">
              {entries.map((entry, index) => (
                <CannabinoidEntryEditor
                  key={entry.id}
                  index={index}
                  entry={entry}
                  locations={locations}
                  onChange={(next) => setEntries(entries.map((item, at) => (at === index ? next : item)))}
                  onRemove={() => setEntries(entries.filter((_, at) => at !== index))}
                />
              ))}
            </ul>
          )}
        </div>
      </div>
    </FormSection>
  );
}
