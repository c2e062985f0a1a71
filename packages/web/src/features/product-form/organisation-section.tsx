import { useMemo } from "react";
import type { Category } from "@pos/core/catalog/category.schema";
import { inheritFromMaster } from "@pos/core/catalog/product-rules";
import { strainTypes, type ProductDraft } from "@pos/core/catalog/product.schema";
import { flattenCategories } from "@/components/catalog-filters/category-options";
import { Field } from "./field";
import { PricingGroupField, TaxConfigsField } from "./grouping-fields";
import { FormSection } from "./form-section";
import { MetadataRows } from "./metadata-rows";
import { RefSelect, type RefOption } from "./ref-select";
import type { SectionProps } from "./section-props";
import { TagsInput } from "./tags-input";
import { setField } from "./use-product-draft";

export type CatalogueChoices = {
  categories: readonly Category[];
  suppliers: readonly RefOption[];
  taxGroups: readonly RefOption[];
  tags: readonly string[];
  /** Only with the company's taxConfig flag on. */
  taxConfigs?: readonly RefOption[];
  /** Only with the company's canAccessPricingGroups flag on. */
  pricingGroups?: readonly RefOption[];
};

type Shared = "categoryId" | "supplierId" | "taxGroupId";

const strainOptions: RefOption[] = strainTypes.map((strain) => ({ id: strain, name: strain }));

/** Category, supplier, tax group (copied to a master's children), tags, strain type and custom fields. */
export function OrganisationSection({ draft, edit, choices }: SectionProps & { choices: CatalogueChoices }) {
  const categories = useMemo(() => flattenCategories(choices.categories), [choices.categories]);
  const setShared = (key: Shared) => (id: string | null) =>
    edit((current) => inheritFromMaster({ ...current, [key]: id }));
  const copied = draft.isMasterProduct ? "Copied to the child products." : undefined;

  return (
    <FormSection
      id="organisation"
      title="Organisation"
      description="Where the product is filed, who supplies it and how it is taxed."
    >
      <div className="grid gap-5">
        <Field path="categoryId" label="Category" hint={copied}>
          {(control) => (
            <RefSelect
              control={control}
              value={draft.categoryId}
              onChange={setShared("categoryId")}
              options={categories}
              noneLabel="No category"
            />
          )}
        </Field>
        <Field path="supplierId" label="Supplier" hint={copied}>
          {(control) => (
            <RefSelect
              control={control}
              value={draft.supplierId}
              onChange={setShared("supplierId")}
              options={choices.suppliers}
              noneLabel="No supplier"
            />
          )}
        </Field>
        <Field path="taxGroupId" label="Tax group" hint={copied ?? "The taxes charged when it is sold."}>
          {(control) => (
            <RefSelect
              control={control}
              value={draft.taxGroupId}
              onChange={setShared("taxGroupId")}
              options={choices.taxGroups}
              noneLabel="No tax group"
            />
          )}
        </Field>
        {choices.taxConfigs && <TaxConfigsField draft={draft} edit={edit} options={choices.taxConfigs} />}
        {choices.pricingGroups && (
          <PricingGroupField draft={draft} edit={edit} options={choices.pricingGroups} />
        )}
        <Field path="strainType" label="Strain type">
          {(control) => (
            <RefSelect
              control={control}
              value={draft.strainType}
              onChange={(value) => edit(setField("strainType", value as ProductDraft["strainType"]))}
              options={strainOptions}
              noneLabel="Not set"
            />
          )}
        </Field>
        <Field path="tags" label="Tags" hint="Used to search and group products; 16 characters are shown.">
          {(control) => (
            <TagsInput
              control={control}
              tags={draft.tags}
              suggestions={choices.tags}
              onChange={(tags) => edit(setField("tags", tags))}
            />
          )}
        </Field>
        <div className="grid gap-2">
          <h3 className="text-sm font-medium">Custom fields</h3>
          <p className="text-xs text-muted-foreground">
            Anything else you keep about the product, as name and value.
          </p>
          <MetadataRows
            entries={draft.metaData}
            onChange={(entries) => edit(setField("metaData", entries))}
          />
        </div>
      </div>
    </FormSection>
  );
}
