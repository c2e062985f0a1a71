import { toast } from "sonner";
import { externalSourceToasts } from "@pos/core/integrations/external-sources.schema";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { serverMessageOr } from "@/lib/errors";
import { trpc } from "@/lib/trpc";
import { ExternalSourceForm } from "./external-source-form";
import type { ExternalSourceCardData } from "./external-source-view";

type Props = { source: ExternalSourceCardData | null; onClose: () => void };

export function EditSourceDrawer({ source, onClose }: Props) {
  const utils = trpc.useUtils();
  const update = trpc.externalSources.update.useMutation();
  return (
    <Sheet open={source !== null} onOpenChange={(open) => !open && onClose()}>
      <SheetContent className="w-[350px] overflow-y-auto sm:max-w-[350px]">
        <SheetHeader>
          <SheetTitle>Edit external source</SheetTitle>
          <SheetDescription>{source?.name}</SheetDescription>
        </SheetHeader>
        {source && (
          <div className="px-4 pb-4">
            <ExternalSourceForm
              key={source.id}
              compact
              source={source}
              submitLabel="Save"
              onSave={async (fields) => {
                try {
                  await update.mutateAsync({ sourceId: source.id, source: fields });
                } catch (error) {
                  toast.error(serverMessageOr(error, externalSourceToasts.updateError));
                  throw error;
                }
                toast.success(`${fields.name} updated`);
                await utils.externalSources.list.invalidate();
                onClose();
              }}
            />
          </div>
        )}
      </SheetContent>
    </Sheet>
  );
}
