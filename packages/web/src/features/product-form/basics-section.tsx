import { Wand2 } from "lucide-react";
import { generateBarcode } from "@pos/core/catalog/product-rules";
import { productTypes, type ProductDraft } from "@pos/core/catalog/product.schema";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { Field, SwitchRow } from "./field";
import { FormSection } from "./form-section";
import { orNull, type SectionProps } from "./section-props";
import { setField } from "./use-product-draft";

const productTypeLabels: Record<ProductDraft["productType"], string> = {
  product: "Product",
  service: "Service",
  fee: "Fee",
};

/** Name, codes and descriptions. */
export function BasicsSection({ draft, edit }: SectionProps) {
  const master = draft.isMasterProduct;
  return (
    <FormSection id="basics" title="Basics" description="What the product is called and how it is scanned.">
      <div className="grid gap-5 md:grid-cols-2">
        <Field path="name" label="Name" className="md:col-span-2">
          {(control) => (
            <Input
              {...control}
              autoComplete="off"
              maxLength={200}
              value={draft.name}
              onChange={(event) => edit(setField("name", event.target.value))}
            />
          )}
        </Field>
        <Field
          path="shortName"
          label="Short name"
          hint="Shown on the register buttons when the name is long."
        >
          {(control) => (
            <Input
              {...control}
              autoComplete="off"
              maxLength={60}
              value={draft.shortName ?? ""}
              onChange={(event) => edit(setField("shortName", orNull(event.target.value)))}
            />
          )}
        </Field>
        <Field path="sku" label="SKU">
          {(control) => (
            <Input
              {...control}
              autoComplete="off"
              maxLength={64}
              value={draft.sku ?? ""}
              onChange={(event) => edit(setField("sku", orNull(event.target.value)))}
            />
          )}
        </Field>
        <Field
          path="barcode"
          label="Barcode"
          hint={
            master
              ? "A master product has no barcode of its own: each child product has one."
              : "Scan it, type it, or generate an 11-digit in-store code."
          }
        >
          {(control) => (
            <div className="flex gap-2">
              <Input
                {...control}
                autoComplete="off"
                maxLength={64}
                disabled={master}
                className="font-mono"
                value={draft.barcode ?? ""}
                onChange={(event) => edit(setField("barcode", orNull(event.target.value)))}
              />
              <Button
                type="button"
                variant="outline"
                disabled={master}
                onClick={() => edit(setField("barcode", generateBarcode(draft.name, new Date())))}
              >
                <Wand2 aria-hidden />
                Generate
              </Button>
            </div>
          )}
        </Field>
        <Field
          path="gtin"
          label="GTIN"
          hint="The manufacturer's GTIN-8, 12, 13 or 14, when the package has one."
        >
          {(control) => (
            <Input
              {...control}
              autoComplete="off"
              inputMode="numeric"
              maxLength={14}
              className="font-mono"
              value={draft.gtin ?? ""}
              onChange={(event) => edit(setField("gtin", orNull(event.target.value.replace(/\D/g, ""))))}
            />
          )}
        </Field>
        <Field
          path="ocsSku"
          label="OCS SKU"
          hint="The Ontario Cannabis Store's item number, required to sell cannabis at an Ontario store."
        >
          {(control) => (
            <Input
              {...control}
              autoComplete="off"
              maxLength={20}
              className="font-mono"
              value={draft.ocsSku ?? ""}
              onChange={(event) => edit(setField("ocsSku", orNull(event.target.value)))}
            />
          )}
        </Field>
        <Field path="description" label="Description" className="md:col-span-2">
          {(control) => (
            <Textarea
              {...control}
              rows={3}
              maxLength={5000}
              value={draft.description ?? ""}
              onChange={(event) => edit(setField("description", orNull(event.target.value)))}
            />
          )}
        </Field>
        <Field
          path="shortDescription"
          label="Receipt description"
          hint="Printed under the product on receipts."
          className="md:col-span-2"
        >
          {(control) => (
            <Input
              {...control}
              autoComplete="off"
              maxLength={500}
              value={draft.shortDescription ?? ""}
              onChange={(event) => edit(setField("shortDescription", orNull(event.target.value)))}
            />
          )}
        </Field>
        <Field path="productType" label="Product type">
          {(control) => (
            <Select
              value={draft.productType}
              onValueChange={(value) => edit(setField("productType", value as ProductDraft["productType"]))}
            >
              <SelectTrigger {...control} className="w-full">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {productTypes.map((type) => (
                  <SelectItem key={type} value={type}>
                    {productTypeLabels[type]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        </Field>
        <div className="md:pt-7">
          <SwitchRow
            path="isGiftCard"
            label="Gift card"
            hint="Selling it loads its price onto a gift card."
            checked={draft.isGiftCard}
            onCheckedChange={(on) => edit(setField("isGiftCard", on))}
          />
        </div>
      </div>
    </FormSection>
  );
}
