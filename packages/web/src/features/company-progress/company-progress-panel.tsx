import { CheckCircle2, Circle, MinusCircle, TriangleAlert } from "lucide-react";
import type { ProgressCheck } from "@pos/core/onboarding/onboarding.schema";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { serverMessageOr } from "@/lib/errors";
import { trpc } from "@/lib/trpc";

const icons = {
  done: <CheckCircle2 className="size-4 text-emerald-600" aria-hidden />,
  todo: <Circle className="size-4 text-muted-foreground" aria-hidden />,
  notAvailable: <MinusCircle className="size-4 text-muted-foreground/60" aria-hidden />,
};
const stateText = { done: "Done", todo: "Not yet", notAvailable: "Not available" };

function CheckRow({ check }: { check: ProgressCheck }) {
  return (
    <li className="flex items-start gap-3 py-1.5" aria-label={`${check.label}: ${stateText[check.state]}`}>
      <span className="mt-0.5">{icons[check.state]}</span>
      <div className="grid flex-1">
        <span className={check.state === "notAvailable" ? "text-muted-foreground" : undefined}>
          {check.label}
        </span>
        <span className="text-xs text-muted-foreground">{check.detail}</span>
      </div>
      <span className="text-xs text-muted-foreground">{stateText[check.state]}</span>
    </li>
  );
}

/** admin.md 5: the company's onboarding checks and the at-risk alert. */
export function CompanyProgressPanel({ companyId }: { companyId: number }) {
  const progress = trpc.stats.companyProgress.useQuery({ companyId });
  return (
    <Card aria-label="Onboarding progress">
      <CardHeader>
        <CardTitle>Onboarding progress</CardTitle>
        <CardDescription>What this company has set up and sold so far.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {progress.isPending && <Skeleton className="h-40 w-full" />}
        {progress.error && (
          <p className="text-sm text-destructive">{serverMessageOr(progress.error, "Failed to load")}</p>
        )}
        {progress.data?.alert && (
          <Alert variant="destructive">
            <TriangleAlert aria-hidden />
            <AlertTitle>{progress.data.alert}</AlertTitle>
            <AlertDescription>
              {progress.data.lastSaleDate
                ? `Last sale ${progress.data.daysSinceLastSale ?? 0} days ago.`
                : "This company has never made a sale."}
            </AlertDescription>
          </Alert>
        )}
        {progress.data && (
          <ul className="divide-y text-sm">
            {progress.data.checks.map((check) => (
              <CheckRow key={check.id} check={check} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
