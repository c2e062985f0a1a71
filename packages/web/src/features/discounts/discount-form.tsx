import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import {
  ZDiscountFields,
  type Discount,
  type DiscountFields,
  type DiscountFieldsInput,
} from "@pos/core/discounts/discount.schema";
import { FormError } from "@/components/form/form-error";
import { UnsavedChangesDialog, useUnsavedChanges } from "@/components/form/unsaved-changes";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/errors";
import { DiscountBasicsSection } from "./discount-basics-section";
import { discountFormErrors } from "./discount-field-error";
import { DiscountOptionsSection } from "./discount-options-section";
import { DiscountPreview } from "./discount-preview";
import { DiscountScheduleSection } from "./discount-schedule-section";
import { DiscountTargetsSection } from "./discount-targets-section";

type DiscountFormProps = {
  companyId: number;
  /** null for a new discount. */
  discountId: string | null;
  locations: { id: string; name: string }[];
  defaultValues: DiscountFieldsInput;
  submitLabel: string;
  cancelTo: string;
  save: (fields: DiscountFields) => Promise<Discount>;
  onSaved: (discount: Discount) => void;
};

export function DiscountForm(props: DiscountFormProps) {
  const { companyId, discountId, locations, defaultValues, submitLabel, cancelTo, save, onSaved } = props;
  const form = useForm<DiscountFieldsInput, unknown, DiscountFields>({
    resolver: zodResolver(ZDiscountFields, { error: discountFormErrors }),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues,
  });
  const [formError, setFormError] = useState<string | null>(null);
  const { isDirty, isSubmitting } = form.formState;
  const { blocker, release } = useUnsavedChanges(isDirty && !isSubmitting);

  const submit = form.handleSubmit(async (fields) => {
    setFormError(null);
    try {
      const discount = await save(fields);
      release();
      onSaved(discount);
    } catch (error) {
      setFormError(errorMessage(error));
    }
  });

  return (
    <Form {...form}>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <form onSubmit={submit} noValidate className="grid gap-6" aria-label="Discount">
          <FormError title="The discount was not saved" message={formError} />
          <DiscountBasicsSection form={form} />
          <DiscountTargetsSection form={form} companyId={companyId} />
          <DiscountScheduleSection form={form} />
          <DiscountOptionsSection form={form} locations={locations} />
          <div className="flex justify-end gap-2">
            <Button variant="outline" asChild>
              <Link to={cancelTo}>Cancel</Link>
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting && <Spinner label="Saving" />}
              {submitLabel}
            </Button>
          </div>
        </form>
        <aside className="lg:sticky lg:top-4">
          <DiscountPreview form={form} companyId={companyId} discountId={discountId} />
        </aside>
      </div>
      <UnsavedChangesDialog blocker={blocker} />
    </Form>
  );
}
