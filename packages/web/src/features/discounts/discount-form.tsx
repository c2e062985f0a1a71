import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import {
  ZDiscountFields,
  type Discount,
  type DiscountFields,
  type DiscountFieldsInput,
} from "@pos/core/discounts/discount.schema";
import { FormActions } from "@/components/form/form-actions";
import { FormError } from "@/components/form/form-error";
import { UnsavedChangesDialog } from "@/components/form/unsaved-changes";
import { useSaveForm } from "@/components/form/use-save-form";
import { Form } from "@/components/ui/form";
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
  const { isSubmitting } = form.formState;
  const { submit, formError, blocker } = useSaveForm(form, { save, onSaved });

  return (
    <Form {...form}>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <form onSubmit={submit} noValidate className="grid gap-6" aria-label="Discount">
          <FormError title="The discount was not saved" message={formError} />
          <DiscountBasicsSection form={form} />
          <DiscountTargetsSection form={form} companyId={companyId} />
          <DiscountScheduleSection form={form} />
          <DiscountOptionsSection form={form} locations={locations} />
          <FormActions cancelTo={cancelTo} submitLabel={submitLabel} submitting={isSubmitting} />
        </form>
        <aside className="lg:sticky lg:top-4">
          <DiscountPreview form={form} companyId={companyId} discountId={discountId} />
        </aside>
      </div>
      <UnsavedChangesDialog blocker={blocker} />
    </Form>
  );
}
