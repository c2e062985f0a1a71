import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid content-start gap-2 break-inside-avoid" aria-label={title}>
      <h2 className="border-b pb-1 text-sm font-semibold tracking-wide text-muted-foreground uppercase print:text-black">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return <p className="text-sm text-muted-foreground italic print:text-neutral-600">{children}</p>;
}

export const cell = "py-1.5 pr-3 align-top";
export const money = "py-1.5 text-right tabular-nums whitespace-nowrap";

export function Table({
  head,
  children,
  foot,
}: {
  head: ReactNode[];
  children: ReactNode;
  foot?: ReactNode;
}) {
  return (
    <table className="w-full border-collapse text-sm">
      <thead>
        <tr className="border-b text-left text-xs text-muted-foreground print:text-neutral-600">
          {head.map((label, index) => (
            <th
              key={index}
              className={cn("py-1 pr-3 font-medium", index === head.length - 1 && "pr-0 text-right")}
            >
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y">{children}</tbody>
      {foot && <tfoot className="border-t-2 font-semibold">{foot}</tfoot>}
    </table>
  );
}

export function Figure({ label, value, emphasis }: { label: string; value: string; emphasis?: string }) {
  return (
    <div className="grid gap-0.5 rounded-md border px-3 py-2">
      <dt className="text-xs text-muted-foreground print:text-neutral-600">{label}</dt>
      <dd className={cn("text-lg font-semibold tabular-nums", emphasis)}>{value}</dd>
    </div>
  );
}
