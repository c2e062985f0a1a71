import { useEffect, useRef } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { qbMessages } from "@pos/core/integrations/quickbooks/qb.schema";
import { PageHeader } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { errorMessage } from "@/lib/errors";
import { trpc } from "@/lib/trpc";
import { useCompany } from "../company-context";
import { qbBase } from "./integration-tabs";

/** integrations/quickBooks/authCallback (/quickBooksCallback forwards here): the server checks the state and takes the code. */
export function QbCallbackPage() {
  const { company } = useCompany();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const callback = trpc.quickBooks.callback.useMutation({
    onSuccess: () => {
      toast.success(qbMessages.connected);
      void navigate(`${qbBase(company.id)}/main/settings`, { replace: true });
    },
  });
  const sent = useRef(false);
  const { mutate } = callback;
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    mutate({
      companyId: company.id,
      state: params.get("state") ?? "",
      code: params.get("code"),
      realmId: params.get("realmId"),
      error: params.get("error"),
    });
  }, [mutate, company.id, params]);

  return (
    <div className="mx-auto grid max-w-md gap-6">
      <PageHeader title="Connecting QuickBooks" />
      {callback.error ? (
        <Card>
          <CardHeader>
            <CardTitle>QuickBooks was not connected</CardTitle>
            <CardDescription>{errorMessage(callback.error)}</CardDescription>
          </CardHeader>
          <CardContent className="flex gap-2">
            <Button asChild>
              <Link to={`${qbBase(company.id)}/authConnect`}>Connect again</Link>
            </Button>
            <Button variant="outline" asChild>
              <Link to={`${qbBase(company.id)}/main/settings`}>Back to settings</Link>
            </Button>
          </CardContent>
        </Card>
      ) : (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner /> Checking the answer from QuickBooks…
        </p>
      )}
    </div>
  );
}
