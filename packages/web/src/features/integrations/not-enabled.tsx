import { Plug } from "lucide-react";
import { featureDisabledMessage } from "@pos/core/company/feature-flags.schema";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

/** The page of an integration whose company flag is off (the admin switches it on). */
export function IntegrationNotEnabled({ name }: { name: string }) {
  return (
    <div className="flex min-h-[50vh] items-center justify-center p-6">
      <Card className="w-full max-w-md text-center">
        <CardHeader className="items-center justify-items-center gap-3">
          <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
            <Plug className="size-6" aria-hidden />
          </span>
          <CardTitle className="text-lg" role="heading" aria-level={1}>
            {name} is not enabled
          </CardTitle>
          <CardDescription>
            {featureDisabledMessage} Ask support to switch {name} on for your company.
          </CardDescription>
        </CardHeader>
      </Card>
    </div>
  );
}
