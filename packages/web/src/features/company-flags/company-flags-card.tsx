import { featureFlagNames, permissionFlagNames } from "@pos/core/company/company.schema";
import { flagValue, isFeatureFlag, type CompanyFlag } from "@pos/core/company/feature-flags.schema";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/errors";
import { trpc } from "@/lib/trpc";
import { featureFlagLabels, permissionFlagLabels } from "./flag-labels";
import { FlagSwitch } from "./flag-switch";

type FlagEntry = { flag: CompanyFlag; label: string };

const integrations: FlagEntry[] = permissionFlagNames.map((flag) => ({
  flag,
  label: permissionFlagLabels[flag],
}));
const features: FlagEntry[] = featureFlagNames
  .map((flag) => ({ flag, label: featureFlagLabels[flag] }))
  .sort((a, b) => a.label.localeCompare(b.label));
const flagCount = integrations.length + features.length;

const listClass = "grid gap-2 sm:grid-cols-2 xl:grid-cols-3";

/** Every company permission flag and feature flag, switched by admins (dashboard.md 6, admin.md 6). */
export function CompanyFlagsCard({ companyId }: { companyId: number }) {
  const utils = trpc.useUtils();
  const flags = trpc.flags.forCompany.useQuery({ companyId });
  const setFeature = trpc.flags.set.useMutation();
  const setPermission = trpc.flags.setPermission.useMutation();

  async function save(flag: CompanyFlag, enabled: boolean) {
    if (isFeatureFlag(flag)) await setFeature.mutateAsync({ companyId, flag, enabled });
    else await setPermission.mutateAsync({ companyId, flag, enabled });
    await Promise.all([
      utils.flags.forCompany.invalidate({ companyId }),
      utils.adminCompanies.get.invalidate({ companyId }),
    ]);
  }

  const data = flags.data;
  const onCount = data
    ? [...integrations, ...features].filter(({ flag }) => flagValue(data, flag)).length
    : 0;

  const section = (title: string, entries: FlagEntry[]) => (
    <section aria-label={title} className="grid gap-3">
      <h3 className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{title}</h3>
      <ul className={listClass}>
        {entries.map(({ flag, label }) =>
          data ? (
            <FlagSwitch key={flag} flag={flag} label={label} checked={flagValue(data, flag)} onSave={save} />
          ) : (
            <li key={flag} className="flex min-h-11 items-center rounded-lg border px-3">
              <Skeleton className="h-4 w-40" />
            </li>
          ),
        )}
      </ul>
    </section>
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>Feature flags</CardTitle>
        <CardDescription>Switches apply to this company from its next request.</CardDescription>
        {data && (
          <CardAction>
            <Badge variant="secondary">
              {onCount} of {flagCount} on
            </Badge>
          </CardAction>
        )}
      </CardHeader>
      <CardContent className="grid gap-6">
        {flags.error ? (
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-dashed p-4 text-sm">
            <p className="text-muted-foreground">{errorMessage(flags.error)}</p>
            <Button variant="outline" size="sm" onClick={() => void flags.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <>
            {section("Integrations", integrations)}
            {section("Features", features)}
          </>
        )}
      </CardContent>
    </Card>
  );
}
