import type { ReactNode } from "react";
import { cn } from "@/lib/utils";
import { controlProps, useProblem } from "./field";

type ListFieldProps = {
  path: string;
  /** Shown above the control; the control carries its own, fuller aria-label. */
  caption: string;
  className?: string;
  children: (control: ReturnType<typeof controlProps>) => ReactNode;
};

/** One control of a list entry (a child product, a location override), with the problem at its path. */
export function ListField({ path, caption, className, children }: ListFieldProps) {
  const error = useProblem(path);
  const control = controlProps(path, error, false);
  return (
    <div className={cn("grid min-w-0 content-start gap-1", className)}>
      <span aria-hidden className="text-xs font-medium text-muted-foreground">
        {caption}
      </span>
      {children(control)}
      {error && (
        <p id={`${control.id}-error`} className="text-xs text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
