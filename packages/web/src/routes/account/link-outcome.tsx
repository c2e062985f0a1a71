import { CircleAlert, CircleCheck } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import type { z } from "zod";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/utils";
import { accountLinkClass } from "./account-card";

/** The `token` of an e-mailed link, checked by the schema the server checks it with. */
export function useLinkToken<T extends { token: string }>(schema: z.ZodType<T>) {
  const [params] = useSearchParams();
  return schema.safeParse({ token: params.get("token") ?? "" });
}

export function HomepageLink() {
  return (
    <Link to="/" className={accountLinkClass}>
      Go to the homepage
    </Link>
  );
}

export function LinkChecking({ label }: { label: string }) {
  return (
    <div className="grid justify-items-center gap-3 text-center text-sm text-muted-foreground">
      <Spinner className="size-8" label={label} />
      {label}...
    </div>
  );
}

export function Outcome({ ok, children }: { ok: boolean; children: string }) {
  const Icon = ok ? CircleCheck : CircleAlert;
  return (
    <div className="grid justify-items-center gap-3 text-center" role={ok ? "status" : "alert"}>
      <span
        className={cn(
          "flex size-12 items-center justify-center rounded-full",
          ok ? "bg-success/10 text-success" : "bg-destructive/10 text-destructive",
        )}
      >
        <Icon className="size-6" aria-hidden />
      </span>
      <p className={cn("text-sm", ok ? "font-medium" : "text-destructive")}>{children}</p>
    </div>
  );
}
