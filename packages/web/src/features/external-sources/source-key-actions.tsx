import { KeyRound, RotateCw } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/shared/confirm-dialog";
import { Button } from "@/components/ui/button";
import { serverMessageOr } from "@/lib/errors";
import { trpc } from "@/lib/trpc";
import { maskedKey, type ExternalSourceCardData, type ShownKey } from "./external-source-view";

type SourceKeyActionsProps = {
  source: ExternalSourceCardData;
  onNewKey: (shown: ShownKey) => void;
};

type Action = "rotate" | "revoke";

/** The key's last four characters, and its rotation (a new key, shown once) and revocation. */
export function SourceKeyActions({ source, onNewKey }: SourceKeyActionsProps) {
  const utils = trpc.useUtils();
  const rotate = trpc.externalSources.rotateKey.useMutation();
  const revoke = trpc.externalSources.revokeKey.useMutation();
  const [asking, setAsking] = useState<Action | null>(null);
  const revoked = source.apiKeyLast4 === null;

  async function run(action: Action) {
    try {
      if (action === "rotate") {
        const made = await rotate.mutateAsync({ sourceId: source.id });
        onNewKey({ name: source.name, apiKey: made.apiKey });
      } else {
        await revoke.mutateAsync({ sourceId: source.id });
        toast.success(`The API key of ${source.name} was revoked`);
      }
      setAsking(null);
      await utils.externalSources.list.invalidate();
    } catch (error) {
      toast.error(serverMessageOr(error, "Unable to update"));
    }
  }

  return (
    <div className="grid gap-2">
      <div className="flex items-center gap-2 rounded-md bg-muted px-2 py-1.5">
        <KeyRound className="size-3.5 shrink-0 text-muted-foreground" aria-hidden />
        <span className="sr-only">API key</span>
        <code data-testid="masked-api-key" className="min-w-0 flex-1 truncate font-mono text-xs">
          {maskedKey(source.apiKeyLast4)}
        </code>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => setAsking("rotate")}>
          <RotateCw aria-hidden />
          {revoked ? "New key" : "Rotate key"}
        </Button>
        {!revoked && (
          <Button variant="ghost" size="sm" className="text-destructive" onClick={() => setAsking("revoke")}>
            Revoke key
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={asking === "revoke" ? `Revoke the key of ${source.name}?` : `New key for ${source.name}?`}
        description={
          asking === "revoke"
            ? "The key stops working at once. The source keeps its settings and connections; give it a new key to let it in again."
            : "A new key is made and shown once. The current key stops working at once."
        }
        confirmLabel={asking === "revoke" ? "Revoke key" : "Make new key"}
        pending={rotate.isPending || revoke.isPending}
        onConfirm={() => asking && void run(asking)}
      />
    </div>
  );
}
