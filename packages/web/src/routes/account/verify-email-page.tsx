import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { ZVerifyEmailInput } from "@pos/core/auth/password-flows.schema";
import { Button } from "@/components/ui/button";
import { identityError } from "@/lib/identity-errors";
import { trpc } from "@/lib/trpc";
import { AccountCard } from "./account-card";
import { HomepageLink, LinkChecking, Outcome, useLinkToken } from "./link-outcome";

/** E-mail verification by link (pos-and-accounts 2.7): checking, then verified or the server's message. */
export function VerifyEmailPage() {
  const input = useLinkToken(ZVerifyEmailInput);
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
    <AccountCard title="Verify your email" footer={<HomepageLink />}>
      {/* One height for every state, so the card does not jump when the answer comes. */}
      <div className="grid min-h-33 content-center gap-4">
        {checking ? (
          <LinkChecking label="Checking link" />
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
