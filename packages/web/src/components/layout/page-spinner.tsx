import { Spinner } from "@/components/ui/spinner";

export function PageSpinner({ label = "Loading" }: { label?: string }) {
  return (
    <div className="flex min-h-[60vh] flex-1 flex-col items-center justify-center gap-3 text-muted-foreground">
      <Spinner className="size-8" label={label} />
      <p className="text-sm">{label}</p>
    </div>
  );
}
