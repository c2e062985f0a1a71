import { Link, Navigate } from "react-router";
import { AccessDenied } from "@/components/layout/access-denied";
import { LoadError } from "@/components/layout/load-error";
import { PageSpinner } from "@/components/layout/page-spinner";
import { Button } from "@/components/ui/button";
import { errorMessage, httpStatusOf } from "@/lib/errors";
import { readStorage, storageKeys } from "@/lib/storage-keys";
import { trpc } from "@/lib/trpc";
import { AdminLayout } from "./admin-layout";

/** The access gate of the admin area: signed in, and an admin. */
export function AdminRoot() {
  const hasToken = readStorage(storageKeys.authToken) !== null;
  const me = trpc.auth.getMe.useQuery(undefined, { enabled: hasToken });

  if (!hasToken) return <Navigate to="/" replace />;
  if (me.error) {
    const status = httpStatusOf(me.error);
    if (status !== undefined && status < 500) return <Navigate to="/" replace />;
    return <LoadError message={errorMessage(me.error)} onRetry={() => void me.refetch()} />;
  }
  if (!me.data) return <PageSpinner label="Loading" />;
  if (!me.data.isAdmin) {
    return (
      <AccessDenied>
        <Button variant="outline" className="mt-2" asChild>
          <Link to="/">Back to log-in</Link>
        </Button>
      </AccessDenied>
    );
  }
  return <AdminLayout email={me.data.email} />;
}
