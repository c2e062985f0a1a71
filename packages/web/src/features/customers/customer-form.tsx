import { zodResolver } from "@hookform/resolvers/zod";
import { RegionField } from "@/components/form/region-field";
import type { ReactNode } from "react";
import { useForm, useWatch } from "react-hook-form";
import {
  customerLimits,
  type CustomerCountry,
  type CustomerFields,
  type CustomerFieldsInput,
} from "@pos/core/customers/customer.schema";
import { FormActions } from "@/components/form/form-actions";
import { FormError } from "@/components/form/form-error";
import { UnsavedChangesDialog } from "@/components/form/unsaved-changes";
import { useSaveForm } from "@/components/form/use-save-form";
import { regionLabels } from "@/components/shared/regions";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Form } from "@/components/ui/form";
import { cn } from "@/lib/utils";
import { customerFormSchema } from "./customer-form-schema";
import { CustomerGenderField } from "./customer-gender-field";
import { CustomerTextField } from "./customer-text-field";
import { todayIn } from "./format-day";
import { LegalAgeNote } from "./legal-age-note";

export type CustomerStore = { country: CustomerCountry; province: string; timeZone: string };

type CustomerFormProps<Saved> = {
  store: CustomerStore;
  defaultValues: CustomerFieldsInput;
  submitLabel: string;
  cancelTo: string;
  save: (fields: CustomerFields) => Promise<Saved>;
  onSaved: (customer: Saved) => void;
  /** Shows the legal date of birth under the birthday (the "show legal date of birth" setting, on by default). */
  showLegalDateOfBirth?: boolean;
  /** The register: larger controls for touch. */
  touch?: boolean;
  /** Shown beside the form: balances and payments of a saved customer. */
  aside?: ReactNode;
};

export function CustomerForm<Saved>(props: CustomerFormProps<Saved>) {
  const { store, defaultValues, submitLabel, cancelTo, save, onSaved, touch = false, aside } = props;
  const form = useForm<CustomerFieldsInput, unknown, CustomerFields>({
    resolver: zodResolver(customerFormSchema(store.country)),
    mode: "onSubmit",
    defaultValues,
  });
  const birthday = useWatch({ control: form.control, name: "birthday" });
  const { isSubmitting } = form.formState;
  const { submit, formError, blocker } = useSaveForm(form, { save, onSaved });
  const labels = regionLabels(store.country);
  const control = form.control;

  return (
    <Form {...form}>
      <div className={cn("grid items-start gap-6", aside && "lg:grid-cols-[minmax(0,1fr)_20rem]")}>
        <form onSubmit={submit} noValidate className="grid gap-6" aria-label="Customer">
          <FormError title="The customer was not saved" message={formError} />
          <Card>
            <CardHeader>
              <CardTitle>Contact</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-4 sm:grid-cols-2">
              <CustomerTextField
                control={control}
                name="name"
                label="Name"
                touch={touch}
                className="sm:col-span-2"
                inputProps={{ maxLength: customerLimits.nameLength, autoFocus: true }}
              />
              <CustomerTextField
                control={control}
                name="phone"
                label="Phone"
                touch={touch}
                hint="10 or 11 digits, optionally starting with +"
                inputProps={{ type: "tel", inputMode: "tel", maxLength: 20 }}
              />
              <CustomerTextField
                control={control}
                name="email"
                label="E-mail"
                touch={touch}
                inputProps={{ type: "email", inputMode: "email", maxLength: 254 }}
              />
              <CustomerTextField
                control={control}
                name="cardId"
                label="Card id"
                touch={touch}
                hint="The number on the customer's loyalty card, if any"
                inputProps={{ maxLength: customerLimits.cardIdLength }}
              />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Details</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-4 sm:grid-cols-2">
              <CustomerTextField
                control={control}
                name="birthday"
                label="Birthday"
                touch={touch}
                inputProps={{ type: "date", max: "9999-12-31" }}
              />
              <CustomerGenderField control={control} touch={touch} />
              {props.showLegalDateOfBirth !== false && (
                <div className="sm:col-span-2">
                  <LegalAgeNote
                    birthday={birthday}
                    country={store.country}
                    province={store.province}
                    today={todayIn(store.timeZone)}
                  />
                </div>
              )}
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Address</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-4 sm:grid-cols-3">
              <CustomerTextField
                control={control}
                name="address"
                label="Address"
                touch={touch}
                className="sm:col-span-3"
                inputProps={{ maxLength: customerLimits.textLength }}
              />
              <CustomerTextField
                control={control}
                name="city"
                label="City"
                touch={touch}
                inputProps={{ maxLength: customerLimits.textLength }}
              />
              <RegionField control={control} country={store.country} />
              <CustomerTextField
                control={control}
                name="postalCode"
                label={labels.postal}
                touch={touch}
                inputProps={{ maxLength: 20 }}
              />
              <CustomerTextField
                control={control}
                name="notes"
                label="Notes"
                multiline
                className="sm:col-span-3"
              />
            </CardContent>
          </Card>
          <FormActions
            cancelTo={cancelTo}
            submitLabel={submitLabel}
            submitting={isSubmitting}
            touch={touch}
          />
        </form>
        {aside && <aside className="grid gap-6">{aside}</aside>}
      </div>
      <UnsavedChangesDialog blocker={blocker} />
    </Form>
  );
}
