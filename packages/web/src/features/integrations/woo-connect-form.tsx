import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { wooMessages, ZWooConnectInput } from "@pos/core/integrations/woocommerce/woo.schema";
import { FormError } from "@/components/form/form-error";
import { TextField } from "@/components/form/text-field";
import { LocationSelect } from "@/components/shared/location-select";
import { Button } from "@/components/ui/button";
import { Form, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Spinner } from "@/components/ui/spinner";
import { serverMessageOr } from "@/lib/errors";
import { trpc } from "@/lib/trpc";

const ZFields = ZWooConnectInput.omit({ companyId: true });
type Values = z.input<typeof ZFields>;
type Fields = z.output<typeof ZFields>;

type WooConnectFormProps = {
  companyId: number;
  locations: readonly { id: string; name: string }[];
  /** Locally: the simulator's stores live below this address. */
  simulatorUrl: string | null;
  defaults?: { storeUrl: string; locationId: string };
};

/** Store address, REST API keys and the location that fills online orders; the keys are checked before saving. */
export function WooConnectForm({ companyId, locations, simulatorUrl, defaults }: WooConnectFormProps) {
  const utils = trpc.useUtils();
  const connect = trpc.wooCommerce.connect.useMutation();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values, unknown, Fields>({
    resolver: zodResolver(ZFields),
    defaultValues: {
      storeUrl: defaults?.storeUrl ?? "",
      consumerKey: "",
      consumerSecret: "",
      locationId: defaults?.locationId ?? locations[0]?.id ?? "",
    },
  });
  const submit = form.handleSubmit(async (fields) => {
    setError(null);
    try {
      const settings = await connect.mutateAsync({ companyId, ...fields });
      utils.wooCommerce.settings.setData({ companyId }, settings);
      await utils.wooCommerce.invalidate();
      toast.success(wooMessages.connected);
      form.reset({ ...fields, consumerKey: "", consumerSecret: "" });
    } catch (caught) {
      setError(serverMessageOr(caught, "The store could not be connected"));
    }
  });

  return (
    <Form {...form}>
      <form onSubmit={(event) => void submit(event)} className="grid gap-4" noValidate>
        <FormError title="Not connected" message={error} />
        <TextField
          control={form.control}
          name="storeUrl"
          label="Store address"
          inputProps={{ placeholder: "https://shop.example.com", inputMode: "url" }}
          hint={
            simulatorUrl ? (
              <>
                Local simulator:{" "}
                <button
                  type="button"
                  className="underline underline-offset-2"
                  onClick={() => form.setValue("storeUrl", `${simulatorUrl}/store-${companyId}`)}
                >
                  use the simulated store
                </button>
              </>
            ) : (
              "The address of your WordPress site with WooCommerce."
            )
          }
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            control={form.control}
            name="consumerKey"
            label="Consumer key"
            inputProps={{ placeholder: "ck_…" }}
          />
          <TextField
            control={form.control}
            name="consumerSecret"
            label="Consumer secret"
            inputProps={{ placeholder: "cs_…", type: "password" }}
          />
        </div>
        <FormField
          control={form.control}
          name="locationId"
          render={({ field }) => (
            <FormItem>
              <FormLabel htmlFor="woo-location">Location for online orders and stock</FormLabel>
              <LocationSelect
                id="woo-location"
                locations={locations}
                value={field.value}
                onChange={field.onChange}
              />
              <FormMessage />
            </FormItem>
          )}
        />
        <p className="text-sm text-muted-foreground">
          Create the keys in WooCommerce › Settings › Advanced › REST API with Read/Write access. They are
          stored encrypted and never shown again.
        </p>
        <div>
          <Button type="submit" disabled={connect.isPending}>
            {connect.isPending && <Spinner />}
            Test and connect
          </Button>
        </div>
      </form>
    </Form>
  );
}
