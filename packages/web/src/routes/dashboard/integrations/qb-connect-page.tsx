import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { PageSpinner } from "@/components/layout/page-spinner";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { errorMessage } from "@/lib/errors";
import { trpc } from "@/lib/trpc";
import { useCompany } from "../company-context";
import { qbBase } from "./integration-tabs";

/** integrations/quickBooks/authConnect: starts OAuth (the server signs the state) and leaves for Intuit's consent page. */
export function QbConnectPage() {
  const { company } = useCompany();
  const connect = trpc.quickBooks.connect.useMutation({
    onSuccess: ({ authorizeUrl }) => window.location.assign(authorizeUrl),
  });
  const started = useRef(false);
  const { mutate } = connect;
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate({ companyId: company.id });
  }, [mutate, company.id]);

  if (!connect.error) return <PageSpinner />;
  return (
    <Card className="mx-auto mt-10 w-full max-w-md">
      <CardHeader>
        <CardTitle role="heading" aria-level={1}>
          QuickBooks could not be opened
        </CardTitle>
        <CardDescription>{errorMessage(connect.error)}</CardDescription>
      </CardHeader>
      <CardContent className="flex gap-2">
        <Button onClick={() => connect.mutate({ companyId: company.id })}>Try again</Button>
        <Button variant="outline" asChild>
          <Link to={`${qbBase(company.id)}/main/settings`}>Back to settings</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
