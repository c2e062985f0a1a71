import { UserPlus } from "lucide-react";
import { Link } from "react-router";
import { invitationMessages, ZInvitationTokenInput } from "@pos/core/employees/employees.schema";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { serverMessageOr } from "@/lib/errors";
import { trpc } from "@/lib/trpc";
import { AccountCard } from "./account-card";
import { HomepageLink, LinkChecking, Outcome, useLinkToken } from "./link-outcome";

/**
 * The link an existing account's owner is e-mailed when a company adds them as an employee: they see who invited
 * them to which company and join with one click (the link is the proof, as for e-mail verification).
 */
export function AcceptInvitationPage() {
  const input = useLinkToken(ZInvitationTokenInput);
  const token = input.success ? input.data.token : "";
  const details = trpc.employees.invitation.useQuery({ token }, { enabled: input.success, retry: false });
  const accept = trpc.employees.acceptInvitation.useMutation();

  const failure = !input.success
    ? invitationMessages.expired
    : details.error
      ? serverMessageOr(details.error, invitationMessages.expired)
      : accept.error
        ? serverMessageOr(accept.error, invitationMessages.expired)
        : null;

  return (
    <AccountCard title="Join a company" footer={<HomepageLink />}>
      <div className="grid min-h-33 content-center gap-4">
        {failure !== null ? (
          <Outcome ok={false}>{failure}</Outcome>
        ) : accept.data ? (
          <>
            <Outcome ok>{invitationMessages.accepted(accept.data.companyName)}</Outcome>
            {accept.data.passcode && (
              <p className="text-center text-sm">{invitationMessages.passcode(accept.data.passcode)}</p>
            )}
            <Button asChild className="w-full">
              <Link to="/loginV2">Log in</Link>
            </Button>
          </>
        ) : !details.data ? (
          <LinkChecking label="Checking invitation" />
        ) : (
          <>
            <p className="text-center text-sm">
              {details.data.invitedByName} invited you to join <strong>{details.data.companyName}</strong> as
              an employee, with your account.
            </p>
            <Button className="w-full" disabled={accept.isPending} onClick={() => accept.mutate({ token })}>
              {accept.isPending ? <Spinner /> : <UserPlus aria-hidden />}
              Join {details.data.companyName}
            </Button>
          </>
        )}
      </div>
    </AccountCard>
  );
}
