import { ToggleLeft } from "lucide-react";
import { featureDisabledMessage } from "@pos/core/company/feature-flags.schema";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

/** The page a screen shows while the company flag it needs is off (a failed flag check reads as off). */
export function FeatureNotEnabled({ feature }: { feature: string }) {
  return (
    <div className="flex min-h-[50vh] items-center justify-center p-6">
      <Card className="w-full max-w-md text-center">
        <CardHeader className="items-center justify-items-center gap-3">
          <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
            <ToggleLeft className="size-6" aria-hidden />
          </span>
          <CardTitle className="text-lg" role="heading" aria-level={1}>
            {feature} is not enabled
          </CardTitle>
          <CardDescription>{featureDisabledMessage} Contact support to have it switched on.</CardDescription>
        </CardHeader>
      </Card>
    </div>
  );
}
