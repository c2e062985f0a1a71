import { toast } from "sonner";
import { organizationMessages, type OrganizationView } from "@pos/core/organizations/organization.schema";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { serverMessageOr } from "@/lib/errors";
import { trpc } from "@/lib/trpc";
import { OrganizationNameForm } from "./organization-name-form";

type Props = { organization: OrganizationView | null; onClose: () => void };

export function OrganizationEditDrawer({ organization, onClose }: Props) {
  const utils = trpc.useUtils();
  const update = trpc.organizations.update.useMutation();
  return (
    <Sheet open={organization !== null} onOpenChange={(open) => !open && onClose()}>
      <SheetContent className="w-[350px] sm:max-w-[350px]">
        <SheetHeader>
          <SheetTitle>Edit organization</SheetTitle>
          <SheetDescription>{organization ? `Organization ${organization.id}` : ""}</SheetDescription>
        </SheetHeader>
        {organization && (
          <div className="px-4">
            <OrganizationNameForm
              key={organization.id}
              defaultName={organization.name}
              submitLabel="Save"
              onSave={async (name) => {
                try {
                  await update.mutateAsync({ organizationId: organization.id, name });
                } catch (error) {
                  toast.error(serverMessageOr(error, "Unable to update"));
                  throw error;
                }
                toast.success(organizationMessages.updated);
                await utils.organizations.list.invalidate();
                onClose();
              }}
            />
          </div>
        )}
      </SheetContent>
    </Sheet>
  );
}
