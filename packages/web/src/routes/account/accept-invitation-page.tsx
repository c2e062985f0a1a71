import { CircleAlert, CircleCheck, UserPlus } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { invitationMessages, ZInvitationTokenInput } from "@pos/core/employees/employees.schema";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { serverMessageOr } from "@/lib/errors";
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

/**
 * The link an existing account's owner is e-mailed when a company adds them as an employee: they see who invited
 * them to which company and join with one click (the link is the proof, as for e-mail verification).
 */
export function AcceptInvitationPage() {
  const [params] = useSearchParams();
  const input = ZInvitationTokenInput.safeParse({ token: params.get("token") ?? "" });
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
    <AccountCard
      title="Join a company"
      footer={
        <Link to="/" className={accountLinkClass}>
          Go to the homepage
        </Link>
      }
    >
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
          <div className="grid justify-items-center gap-3 text-center text-sm text-muted-foreground">
            <Spinner className="size-8" label="Checking invitation" />
            Checking invitation...
          </div>
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
