import { RefreshCw } from "lucide-react";
import { toast } from "sonner";
import { LoadError } from "@/components/layout/load-error";
import { PageHeader } from "@/components/layout/page-header";
import { PageSpinner } from "@/components/layout/page-spinner";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { GlobalStatsView } from "@/features/global-stats/global-stats-view";
import { serverMessageOr } from "@/lib/errors";
import { trpc } from "@/lib/trpc";

/** /admin/global: the platform's figures from licensed companies' sales (admin.md 2, 3). */
export function GlobalStatsPage() {
  const utils = trpc.useUtils();
  const stats = trpc.stats.global.useQuery();
  const refresh = trpc.stats.refresh.useMutation({
    onSuccess: (fresh) => utils.stats.global.setData(undefined, fresh),
    onError: (error) => toast.error(serverMessageOr(error, "Failed to load")),
  });
  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <PageHeader
        title="Global stats"
        description={
          stats.data
            ? `Licensed stores, last 30 days (each store's local days). Computed ${new Date(stats.data.computedAt).toLocaleString()}.`
            : "Licensed stores, last 30 days (each store's local days)."
        }
        actions={
          <Button onClick={() => refresh.mutate()} disabled={refresh.isPending}>
            {refresh.isPending ? <Spinner /> : <RefreshCw aria-hidden />}
            Refresh
          </Button>
        }
      />
      {stats.error && <LoadError message="Failed to load" onRetry={() => void stats.refetch()} />}
      {stats.isPending && <PageSpinner label="Computing stats" />}
      {stats.data && <GlobalStatsView stats={stats.data} />}
    </div>
  );
}
