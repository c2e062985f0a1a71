import { Link } from "react-router";
import { AccessDenied } from "@/components/layout/access-denied";
import { LoadError } from "@/components/layout/load-error";
import { PageSpinner } from "@/components/layout/page-spinner";
import { Button } from "@/components/ui/button";
import { errorMessage, httpStatusOf } from "@/lib/errors";
import { readStorage, storageKeys } from "@/lib/storage-keys";
import { trpc } from "@/lib/trpc";
import { AccountCard } from "./account-card";
import { RegisterForm } from "./register-form";

/** Register a store (pos-and-accounts 2.14): admins only; everyone else sees the not-authorised view. */
export function RegisterPage() {
  const hasToken = readStorage(storageKeys.authToken) !== null;
  const me = trpc.auth.getMe.useQuery(undefined, {
    enabled: hasToken,
    retry: false,
    trpc: { context: { token: "auth" } },
  });

  if (hasToken && me.isPending) return <PageSpinner label="Loading" />;
  const status = httpStatusOf(me.error);
  if (me.error && (status === undefined || status >= 500))
    return <LoadError message={errorMessage(me.error)} onRetry={() => void me.refetch()} />;
  if (!me.data?.isAdmin)
    return (
      <div className="w-full">
        <AccessDenied>
          <Button variant="outline" className="mt-2" asChild>
            <Link to="/loginV2">Back to log-in</Link>
          </Button>
        </AccessDenied>
      </div>
    );
  return (
    <AccountCard
      title="Register a store"
      description="Creates the company, its first store and the owner's account. The owner receives an email with a temporary password."
      className="max-w-3xl"
    >
      <RegisterForm />
    </AccountCard>
  );
}
