import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { z } from "zod";
import {
  externalSourceMessages,
  webUrlPattern,
  type ExternalSourceView,
} from "@pos/core/integrations/external-source.schema";
import type { ExternalSourceFields } from "@pos/core/integrations/external-sources.schema";
import { Button } from "@/components/ui/button";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/utils";
import { LogoUpload } from "./logo-upload";

const optional = (max: number) => z.string().trim().max(max);
const optionalUrl = (label: string) =>
  optional(500).refine(
    (value) => value === "" || webUrlPattern.test(value),
    externalSourceMessages.invalidUrl(label),
  );

const ZForm = z.object({
  name: z.string().trim().min(1, externalSourceMessages.nameRequired).max(120),
  categoryName: optional(120),
  setupUrl: optionalUrl("The help URL"),
  homepage: optionalUrl("The homepage"),
  email: optional(254).refine(
    (value) => value === "" || z.email().safeParse(value).success,
    externalSourceMessages.invalidEmail,
  ),
  description: optional(1000),
  hexColor: optional(7).refine(
    (value) => value === "" || /^#[0-9a-fA-F]{6}$/.test(value),
    "Use a colour like #1A7F4B",
  ),
  isMarketplace: z.boolean(),
  logoImageUrl: z.string(),
});
type Values = z.infer<typeof ZForm>;

const blankToNull = (value: string): string | null => (value === "" ? null : value);

function toFields(values: Values): ExternalSourceFields {
  return {
    name: values.name,
    categoryName: blankToNull(values.categoryName),
    setupUrl: blankToNull(values.setupUrl),
    homepage: blankToNull(values.homepage),
    email: blankToNull(values.email),
    description: blankToNull(values.description),
    hexColor: blankToNull(values.hexColor),
    isMarketplace: values.isMarketplace,
    logoImageUrl: blankToNull(values.logoImageUrl),
  };
}

type Props = {
  source?: ExternalSourceView & { logoDisplayUrl: string | null };
  submitLabel: string;
  compact?: boolean;
  onSave: (fields: ExternalSourceFields) => Promise<void>;
};

/** Name (required), category, help URL, homepage, e-mail, description, colour, Enabled and logo. */
export function ExternalSourceForm({ source, submitLabel, compact = false, onSave }: Props) {
  const empty: Values = {
    name: source?.name ?? "",
    categoryName: source?.categoryName ?? "",
    setupUrl: source?.setupUrl ?? "",
    homepage: source?.homepage ?? "",
    email: source?.email ?? "",
    description: source?.description ?? "",
    hexColor: source?.hexColor ?? "",
    isMarketplace: source?.isMarketplace ?? false,
    logoImageUrl: source?.logoImageUrl ?? "",
  };
  const form = useForm<Values>({ resolver: zodResolver(ZForm), defaultValues: empty });
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSave(toFields(values));
    } catch {
      form.setFocus("name");
    }
  });

  const text = (
    name: Exclude<keyof Values, "isMarketplace" | "logoImageUrl" | "description">,
    label: string,
    placeholder?: string,
  ) => (
    <FormField
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Input autoComplete="off" placeholder={placeholder} {...field} />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );

  return (
    <Form {...form}>
      <form onSubmit={submit} noValidate className="grid gap-4">
        <div className={cn("grid items-start gap-4", !compact && "sm:grid-cols-2 lg:grid-cols-3")}>
          {text("name", "Name", "e.g. Leafly")}
          {text("categoryName", "Category", "Optional")}
          {text("setupUrl", "Help URL", "https://")}
          {text("homepage", "Homepage", "https://")}
          {text("email", "E-mail", "Optional")}
          {text("hexColor", "Colour", "#1A7F4B")}
          <FormField
            control={form.control}
            name="description"
            render={({ field }) => (
              <FormItem className={cn(!compact && "sm:col-span-2")}>
                <FormLabel>Description</FormLabel>
                <FormControl>
                  <Textarea rows={2} maxLength={1000} placeholder="Optional" {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <div className="grid gap-4">
            <FormField
              control={form.control}
              name="isMarketplace"
              render={({ field }) => (
                <FormItem className="flex items-center gap-2">
                  <FormControl>
                    <Switch checked={field.value} onCheckedChange={field.onChange} />
                  </FormControl>
                  <FormLabel className="font-normal">Enabled</FormLabel>
                </FormItem>
              )}
            />
            <LogoUpload
              previewUrl={source?.logoDisplayUrl ?? null}
              onUploaded={(key) => form.setValue("logoImageUrl", key, { shouldDirty: true })}
            />
          </div>
        </div>
        <Button type="submit" className="w-fit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting && <Spinner />}
          {submitLabel}
        </Button>
      </form>
    </Form>
  );
}
