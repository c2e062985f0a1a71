import { toast } from "sonner";
import { organizationMessages } from "@pos/core/organizations/organization.schema";
import { PageHeader } from "@/components/layout/page-header";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { OrganizationNameForm } from "@/features/organizations/organization-name-form";
import { OrganizationsGrid } from "@/features/organizations/organizations-grid";
import { serverMessageOr } from "@/lib/errors";
import { trpc } from "@/lib/trpc";

export function OrganizationsPage() {
  const utils = trpc.useUtils();
  const create = trpc.organizations.create.useMutation();
  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <PageHeader title="Organizations" description="Groups of companies owned by the same business." />
      <Card>
        <CardHeader>
          <CardTitle>New organization</CardTitle>
          <CardDescription>Companies join an organization from their detail page.</CardDescription>
        </CardHeader>
        <CardContent>
          <OrganizationNameForm
            inline
            resetAfterSave
            submitLabel="Create organization"
            onSave={async (name) => {
              try {
                await create.mutateAsync({ name });
              } catch (error) {
                toast.error(serverMessageOr(error, "There was an error"));
                throw error;
              }
              toast.success(organizationMessages.created);
              await utils.organizations.list.invalidate();
            }}
          />
        </CardContent>
      </Card>
      <OrganizationsGrid />
    </div>
  );
}
