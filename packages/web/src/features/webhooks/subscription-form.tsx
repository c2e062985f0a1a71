import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { domainEventTypes } from "@pos/core/events/domain-event.schema";
import {
  eventTypeLabels,
  ZWebhookForm,
  type WebhookFields,
  type WebhookFormValues,
  webhookPayload,
} from "@pos/core/webhooks/webhook.schema";
import { Button } from "@/components/ui/button";
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Spinner } from "@/components/ui/spinner";

type Option = { id: string; name: string };
const allLocations = "__all";

type Props = {
  integrators: Option[];
  locations: Option[];
  defaults?: WebhookFormValues;
  submitLabel: string;
  /** Resolves once saved; a create form is then cleared. */
  onSave: (fields: WebhookFields) => Promise<void>;
  resetAfterSave?: boolean;
  layout: "row" | "stack";
};

const empty: WebhookFormValues = {
  eventType: "",
  integratorId: "",
  url: "",
  locationId: "",
  integratorSecret: "",
};

/** pos-and-accounts.md 5 "Webhook form": event type, integrator and URL required; location and secret optional. */
export function SubscriptionForm({
  integrators,
  locations,
  defaults,
  submitLabel,
  onSave,
  resetAfterSave,
  layout,
}: Props) {
  const form = useForm<WebhookFormValues>({
    resolver: zodResolver(ZWebhookForm),
    defaultValues: defaults ?? empty,
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSave(webhookPayload(values));
      if (resetAfterSave) form.reset(empty);
    } catch {
      form.setFocus("url");
    }
  });
  const grid = layout === "row" ? "grid items-start gap-4 md:grid-cols-2 xl:grid-cols-3" : "grid gap-4";
  const choice = (
    name: "eventType" | "integratorId",
    label: string,
    options: Option[],
    placeholder: string,
  ) => (
    <FormField
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <Select value={field.value} onValueChange={field.onChange}>
            <FormControl>
              <SelectTrigger className="w-full">
                <SelectValue placeholder={placeholder} />
              </SelectTrigger>
            </FormControl>
            <SelectContent>
              {options.map((option) => (
                <SelectItem key={option.id} value={option.id}>
                  {option.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <FormMessage />
        </FormItem>
      )}
    />
  );
  return (
    <Form {...form}>
      <form onSubmit={submit} noValidate className="grid gap-4">
        <div className={grid}>
          {choice(
            "eventType",
            "Event type",
            domainEventTypes.map((type) => ({ id: type, name: eventTypeLabels[type] })),
            "Select an event type",
          )}
          {choice("integratorId", "Integrator", integrators, "Select an integrator")}
          <FormField
            control={form.control}
            name="locationId"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Location (optional)</FormLabel>
                <Select
                  value={field.value || allLocations}
                  onValueChange={(value) => field.onChange(value === allLocations ? "" : value)}
                >
                  <FormControl>
                    <SelectTrigger className="w-full">
                      <SelectValue />
                    </SelectTrigger>
                  </FormControl>
                  <SelectContent>
                    <SelectItem value={allLocations}>All locations</SelectItem>
                    {locations.map((location) => (
                      <SelectItem key={location.id} value={location.id}>
                        {location.name}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="url"
            render={({ field }) => (
              <FormItem className={layout === "row" ? "md:col-span-2 xl:col-span-2" : undefined}>
                <FormLabel>Webhook URL</FormLabel>
                <FormControl>
                  <Input
                    placeholder="https://example.com/webhooks/pos"
                    autoComplete="off"
                    inputMode="url"
                    {...field}
                  />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="integratorSecret"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Integrator secret (optional)</FormLabel>
                <FormControl>
                  <Input type="password" autoComplete="new-password" {...field} />
                </FormControl>
                <FormDescription>Signs each delivery (X-Webhook-Signature).</FormDescription>
                <FormMessage />
              </FormItem>
            )}
          />
        </div>
        <Button type="submit" disabled={form.formState.isSubmitting} className="w-fit">
          {form.formState.isSubmitting && <Spinner />}
          {submitLabel}
        </Button>
      </form>
    </Form>
  );
}
