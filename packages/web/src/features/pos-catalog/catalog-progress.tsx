import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import type { LoadProgress } from "./catalog-store";

type CatalogProgressProps = {
  progress: LoadProgress | null;
  /** The last failed page's message: the load waits for the next refresh. */
  error: string | null;
  onRetry: () => void;
  className?: string;
};

const count = (value: number): string => value.toLocaleString("en-CA");

/** The text of the register's first load: "Loading products… 12,000 of 50,000" (or "… 12,000 so far"). */
export function progressText({ loaded, total }: LoadProgress): string {
  if (total !== null && loaded <= total) return `Loading products… ${count(loaded)} of ${count(total)}`;
  return loaded === 0 ? "Loading products…" : `Loading products… ${count(loaded)} so far`;
}

/** While the register's first load runs: how far it is (what is loaded can already be searched and scanned). */
export function CatalogProgress({ progress, error, onRetry, className }: CatalogProgressProps) {
  if (!progress) return null;
  const { loaded, total } = progress;
  const known = total !== null && loaded <= total;
  const percent = known && total > 0 ? Math.round((loaded / total) * 100) : null;
  return (
    <div className={cn("rounded-md border bg-muted/40 px-3 py-2", className)}>
      <div className="flex items-center justify-between gap-3 text-sm">
        <span>{progressText(progress)}</span>
        {error && (
          <Button variant="outline" size="sm" onClick={onRetry}>
            Retry now
          </Button>
        )}
      </div>
      <div
        role="progressbar"
        aria-label="Loading products"
        aria-valuemin={0}
        aria-valuemax={known ? total : undefined}
        aria-valuenow={known ? loaded : undefined}
        aria-valuetext={progressText(progress)}
        className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={cn(
            "h-full rounded-full bg-primary transition-[width]",
            percent === null && "animate-pulse",
          )}
          style={{ width: `${percent ?? 100}%` }}
        />
      </div>
      {error && (
        <p className="mt-1.5 text-xs text-muted-foreground">
          The rest did not load ({error}). It goes on from here at the next refresh.
        </p>
      )}
    </div>
  );
}
