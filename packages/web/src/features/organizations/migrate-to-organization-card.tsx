import { CheckCircle2 } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { organizationMessages, type OrganizationView } from "@pos/core/organizations/organization.schema";
import { ConfirmDialog } from "@/components/shared/confirm-dialog";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { serverMessageOr } from "@/lib/errors";
import { trpc } from "@/lib/trpc";
import { OrganizationPicker } from "./organization-picker";

type Props = { companyId: number; organizationId: string | null };

/** Moves a company into an organization, once; afterwards only the success message stays until the page is left. */
export function MigrateToOrganizationCard({ companyId, organizationId }: Props) {
  const utils = trpc.useUtils();
  const migrate = trpc.organizations.migrateCompany.useMutation();
  const [selected, setSelected] = useState<OrganizationView | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [migratedTo, setMigratedTo] = useState<OrganizationView | null>(null);

  if (organizationId && !migratedTo) return null;

  async function run(organization: OrganizationView) {
    try {
      const joined = await migrate.mutateAsync({ companyId, organizationId: organization.id });
      setMigratedTo(joined);
      setConfirming(false);
      toast.success(organizationMessages.migrated(joined.name));
      await Promise.all([
        utils.company.getById.invalidate({ companyId }),
        utils.adminCompanies.get.invalidate({ companyId }),
      ]);
    } catch (error) {
      setConfirming(false);
      toast.error(serverMessageOr(error, "There was an error"));
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Migrate company to organization</CardTitle>
        <CardDescription>A company joins one organization, once. This cannot be undone here.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {migratedTo ? (
          <Alert>
            <CheckCircle2 aria-hidden />
            <AlertTitle>{organizationMessages.migrated(migratedTo.name)}</AlertTitle>
            <AlertDescription>Organization id {migratedTo.id}.</AlertDescription>
          </Alert>
        ) : (
          <>
            <OrganizationPicker selected={selected} onSelect={setSelected} />
            <Button className="w-fit" disabled={!selected} onClick={() => setConfirming(true)}>
              Migrate to {selected?.name ?? "organization"}
            </Button>
          </>
        )}
      </CardContent>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Migrate this company?"
        description={`The company will belong to ${selected?.name ?? ""} from now on. This cannot be undone here.`}
        confirmLabel="Migrate"
        pending={migrate.isPending}
        onConfirm={() => selected && void run(selected)}
      />
    </Card>
  );
}
