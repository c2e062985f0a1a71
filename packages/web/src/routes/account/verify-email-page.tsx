import { CircleAlert, CircleCheck } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useSearchParams } from "react-router";
import { ZVerifyEmailInput } from "@pos/core/auth/password-flows.schema";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { identityError } from "@/lib/identity-errors";
import { trpc } from "@/lib/trpc";
import { cn } from "@/lib/utils";
import { AccountCard, accountLinkClass } from "./account-card";

function Outcome({ ok, children }: { ok: boolean; children: string }) {
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

/** E-mail verification by link (pos-and-accounts 2.7): checking, then verified or the server's message. */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const input = ZVerifyEmailInput.safeParse({ token: params.get("token") ?? "" });
  const token = input.success ? input.data.token : null;
  const verify = trpc.account.verifyEmail.useMutation();
  const sent = useRef<string | null>(null);
  const { mutate } = verify;

  useEffect(() => {
    // A link can be used once: the effect may run twice for one token (StrictMode), the call must not.
    if (token === null || sent.current === token) return;
    sent.current = token;
    mutate({ token });
  }, [token, mutate]);

  const checking = token !== null && !verify.isSuccess && !verify.isError;
  const outcome = verify.isSuccess
    ? "Your email has been successfully verified"
    : input.success
      ? identityError("verifyEmail", verify.error)
      : (input.error.issues[0]?.message ?? "");
  return (
    <AccountCard
      title="Verify your email"
      footer={
        <Link to="/" className={accountLinkClass}>
          Go to the homepage
        </Link>
      }
    >
      {/* One height for every state, so the card does not jump when the answer comes. */}
      <div className="grid min-h-33 content-center gap-4">
        {checking ? (
          <div className="grid justify-items-center gap-3 text-center text-sm text-muted-foreground">
            <Spinner className="size-8" label="Checking link" />
            Checking link...
          </div>
        ) : (
          <>
            <Outcome ok={verify.isSuccess}>{outcome}</Outcome>
            <Button asChild className="w-full" variant={verify.isSuccess ? "default" : "outline"}>
              <Link to="/loginV2">Log in</Link>
            </Button>
          </>
        )}
      </div>
    </AccountCard>
  );
}
