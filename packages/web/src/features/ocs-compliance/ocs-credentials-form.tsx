import { useState } from "react";
import { toast } from "sonner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { serverMessageOr } from "@/lib/errors";
import { formatDateTime } from "@/lib/format-date";
import { trpc } from "@/lib/trpc";

/** The company's OCS client credentials: write-only (the server keeps them sealed and never returns them). */
export function OcsCredentialsForm({
  companyId,
  updatedAt,
}: {
  companyId: number;
  updatedAt: string | null;
}) {
  const utils = trpc.useUtils();
  const save = trpc.ocs.setCredentials.useMutation();
  const [clientId, setClientId] = useState("");
  const [clientSecret, setClientSecret] = useState("");
  const [error, setError] = useState<string | null>(null);

  async function submit() {
    setError(null);
    try {
      await save.mutateAsync({ companyId, clientId, clientSecret });
      toast.success("OCS client credentials saved");
      setClientId("");
      setClientSecret("");
      await utils.ocs.setup.invalidate({ companyId });
    } catch (failure) {
      setError(serverMessageOr(failure, "Unable to update"));
    }
  }

  return (
    <form
      aria-label="OCS client credentials"
      className="grid gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <Badge variant={updatedAt ? "default" : "secondary"}>{updatedAt ? "Set" : "Not set"}</Badge>
        <span className="text-muted-foreground">
          {updatedAt
            ? `Saved ${formatDateTime(updatedAt)}; enter both to replace them.`
            : "The OCS issues a client id and secret per retailer."}
        </span>
      </p>
      <div className="grid items-end gap-3 sm:grid-cols-[1fr_1fr_auto]">
        <div className="grid gap-1.5">
          <Label htmlFor="ocs-client-id">Client id</Label>
          <Input
            id="ocs-client-id"
            autoComplete="off"
            value={clientId}
            maxLength={200}
            onChange={(event) => setClientId(event.target.value)}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="ocs-client-secret">Client secret</Label>
          <Input
            id="ocs-client-secret"
            type="password"
            autoComplete="new-password"
            value={clientSecret}
            maxLength={500}
            onChange={(event) => setClientSecret(event.target.value)}
          />
        </div>
        <Button type="submit" disabled={save.isPending || !clientId.trim() || !clientSecret.trim()}>
          {save.isPending && <Spinner />}
          {updatedAt ? "Replace" : "Save"}
        </Button>
      </div>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </form>
  );
}
