import { consentMessages, ZUnsubscribeInput } from "@pos/core/outreach/consent.schema";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/errors";
import { trpc } from "@/lib/trpc";
import { AccountCard } from "./account-card";
import { LinkChecking, Outcome, useLinkToken } from "./link-outcome";

/**
 * The unsubscribe link of a broadcast e-mail (CASL): one click on the button withdraws e-mail consent. It asks
 * first, so a mail scanner that follows links does not unsubscribe anyone.
 */
export function UnsubscribePage() {
  const input = useLinkToken(ZUnsubscribeInput);
  const token = input.success ? input.data.token : "";
  const details = trpc.outreach.unsubscribe.details.useQuery(
    { token },
    { enabled: input.success, retry: false },
  );
  const confirm = trpc.outreach.unsubscribe.confirm.useMutation();
  const done = confirm.isSuccess || details.data?.alreadyUnsubscribed;
  const failure = !input.success ? consentMessages.invalidLink : (details.error ?? confirm.error);

  return (
    <AccountCard
      title="Unsubscribe"
      description={
        details.data ? `E-mail from ${details.data.companyName} to ${details.data.email}` : undefined
      }
    >
      <div className="grid min-h-33 content-center gap-4">
        {failure ? (
          <Outcome ok={false}>{typeof failure === "string" ? failure : errorMessage(failure)}</Outcome>
        ) : !details.data ? (
          <LinkChecking label="Checking link" />
        ) : done ? (
          <Outcome ok>{consentMessages.unsubscribed}</Outcome>
        ) : (
          <>
            <p className="text-sm">
              Stop receiving marketing e-mail from {details.data.companyName}? Receipts and account e-mail are
              not affected.
            </p>
            <Button className="w-full" disabled={confirm.isPending} onClick={() => confirm.mutate({ token })}>
              Unsubscribe
            </Button>
          </>
        )}
      </div>
    </AccountCard>
  );
}
