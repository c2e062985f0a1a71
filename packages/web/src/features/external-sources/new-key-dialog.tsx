import { KeyRound } from "lucide-react";
import { externalSourceToasts } from "@pos/core/integrations/external-sources.schema";
import { CopyButton } from "@/components/shared/copy-button";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import type { ShownKey } from "./external-source-view";

type NewKeyDialogProps = {
  shown: ShownKey | null;
  onClose: () => void;
};

/** The one time a key is shown: the server keeps only its hash, so it cannot be shown again. */
export function NewKeyDialog({ shown, onClose }: NewKeyDialogProps) {
  return (
    <Dialog open={shown !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-lg">
        {shown && (
          <>
            <DialogHeader>
              <DialogTitle className="flex items-center gap-2">
                <KeyRound className="size-5" aria-hidden />
                API key of {shown.name}
              </DialogTitle>
              <DialogDescription>
                Copy this key now and give it to the integrator. It is not stored and will not be shown again;
                if it is lost, rotate the key.
              </DialogDescription>
            </DialogHeader>
            <div className="flex items-center gap-1 rounded-md bg-muted px-2 py-1">
              <code data-testid="new-api-key" className="min-w-0 flex-1 font-mono text-xs break-all">
                {shown.apiKey}
              </code>
              <CopyButton
                text={shown.apiKey}
                label={`API key of ${shown.name}`}
                successMessage={externalSourceToasts.keyCopied}
              />
            </div>
            <DialogFooter>
              <Button onClick={onClose}>Done</Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
