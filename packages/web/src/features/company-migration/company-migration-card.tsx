import { DatabaseZap } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { migrationMessages, type MigrationView } from "@pos/core/company-migration/company-migration.schema";
import { ConfirmDialog } from "@/components/shared/confirm-dialog";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { serverMessageOr } from "@/lib/errors";
import { trpc } from "@/lib/trpc";

/** The browser's own "leave site?" prompt while a migration runs (admin.md 4). */
function useLeaveWarning(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [active]);
}

/** The migration runs in the background: a toast when the run this page started ends. */
function useFinishToast(run: MigrationView | null | undefined) {
  const watching = useRef(false);
  useEffect(() => {
    if (!watching.current || !run || run.status === "migrating") return;
    watching.current = false;
    if (run.status === "done") toast.success(migrationMessages.done(run.done));
    else toast.error(run.error ?? migrationMessages.failed);
  }, [run]);
  return () => {
    watching.current = true;
  };
}

/** admin.md 2, 4: copy another company's catalogue into this (new, empty) company. */
export function CompanyMigrationCard({ companyId }: { companyId: number }) {
  const [source, setSource] = useState("");
  const [invalid, setInvalid] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const utils = trpc.useUtils();
  const migrate = trpc.companyMigration.migrate.useMutation();
  const status = trpc.companyMigration.status.useQuery(
    { companyId },
    { refetchInterval: (query) => (query.state.data?.status === "migrating" ? 1000 : false) },
  );
  const run = status.data;
  const running = migrate.isPending || run?.status === "migrating";
  useLeaveWarning(running);
  const watchRun = useFinishToast(run);
  const sourceCompanyId = Number(source);

  const ask = (event: FormEvent) => {
    event.preventDefault();
    const valid = Number.isInteger(sourceCompanyId) && sourceCompanyId > 0;
    setInvalid(!valid);
    if (valid) setConfirming(true);
  };
  const start = async () => {
    setConfirming(false);
    try {
      const started = await migrate.mutateAsync({ companyId, sourceCompanyId });
      watchRun();
      utils.companyMigration.status.setData({ companyId }, started);
      setSource("");
    } catch (error) {
      toast.error(serverMessageOr(error, migrationMessages.failed));
      await utils.companyMigration.status.invalidate({ companyId });
    }
  };
  const percent = run && run.total > 0 ? Math.round((run.done / run.total) * 100) : 0;
  return (
    <Card aria-label="Company data migration">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <DatabaseZap className="size-4" aria-hidden />
          Migrate company data
        </CardTitle>
        <CardDescription>
          Copies categories, suppliers, tax groups and products from another company. Only into a new company
          with no products, categories or suppliers.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <form onSubmit={ask} noValidate className="flex flex-wrap items-end gap-3">
          <div className="grid gap-2">
            <Label htmlFor="migration-source">Copy from company id</Label>
            <Input
              id="migration-source"
              inputMode="numeric"
              className="w-48"
              value={source}
              aria-invalid={invalid}
              onChange={(event) => setSource(event.target.value.replace(/\D/g, ""))}
              disabled={running}
            />
          </div>
          <Button type="submit" disabled={running}>
            Migrate data
          </Button>
        </form>
        {invalid && <p className="text-sm text-destructive">{migrationMessages.sourceRequired}</p>}
        {run && (
          <div className="grid gap-1.5" aria-label="Migration progress">
            <div className="flex justify-between text-sm">
              <span>
                {run.status === "migrating" && `Migrating from company ${run.sourceCompanyId}…`}
                {run.status === "done" && `Migrated from company ${run.sourceCompanyId}`}
                {run.status === "failed" && (run.error ?? migrationMessages.failed)}
              </span>
              <span className="tabular-nums text-muted-foreground">
                {run.done} / {run.total}
              </span>
            </div>
            <div
              role="progressbar"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              className="h-2 overflow-hidden rounded-full bg-muted"
            >
              <div
                className={
                  run.status === "failed" ? "h-full bg-destructive" : "h-full bg-primary transition-all"
                }
                style={{ width: `${percent}%` }}
              />
            </div>
          </div>
        )}
      </CardContent>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Migrate company data?"
        description={`The catalogue of company ${source} will be copied into this company. It runs in the background; this page shows its progress.`}
        confirmLabel="Migrate"
        onConfirm={() => void start()}
        pending={false}
      />
    </Card>
  );
}
