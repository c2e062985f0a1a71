import { Check } from "lucide-react";
import { Spinner } from "@/components/ui/spinner";
import { brand } from "@/lib/brand";
import { cn } from "@/lib/utils";
import { posLoadingSteps } from "./pos-loading-steps";

export function PosLoading({ step }: { step: number }) {
  const { Logo } = brand;
  const current = posLoadingSteps[step] ?? "Loading POS";
  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-8 bg-muted/40 p-6">
      <Logo className="size-14" />
      <div className="grid w-full max-w-xs gap-4" role="status" aria-live="polite">
        <p className="text-center text-lg font-medium">{current}</p>
        <ol className="grid gap-2 text-sm">
          {posLoadingSteps.map((label, index) => (
            <li
              key={label}
              className={cn(
                "flex items-center gap-3",
                index > step ? "text-muted-foreground/60" : "text-foreground",
              )}
            >
              <span className="flex size-5 items-center justify-center">
                {index < step && <Check className="size-4 text-success" aria-label="Done" />}
                {index === step && <Spinner />}
                {index > step && (
                  <span className="size-1.5 rounded-full bg-muted-foreground/40" aria-hidden />
                )}
              </span>
              {label}
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}
