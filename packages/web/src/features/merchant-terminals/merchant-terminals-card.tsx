import { useEffect, useState } from "react";
import { toast } from "sonner";
import { adminTerminalsError, terminalProviders } from "@pos/core/terminals/terminals.schema";
import { LocationSelect } from "@/components/shared/location-select";
import { Badge } from "@/components/ui/badge";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { adminErrorMessage } from "@/lib/admin-errors";
import { trpc } from "@/lib/trpc";

type MerchantTerminalsCardProps = { companyId: number; locations: { id: string; name: string }[] };

/** admin.md 7: the payment terminals a store's merchant account has at a provider. */
export function MerchantTerminalsCard({ companyId, locations }: MerchantTerminalsCardProps) {
  const [locationId, setLocationId] = useState(locations[0]?.id ?? "");
  const provider = terminalProviders[0];
  const chosen = locationId || locations[0]?.id || "";
  const terminals = trpc.terminals.ofMerchant.useQuery(
    { companyId, locationId: chosen, provider },
    { enabled: chosen !== "", retry: false },
  );
  const failure = terminals.error ? adminErrorMessage(terminals.error, adminTerminalsError) : null;
  useEffect(() => {
    if (failure) toast.error(failure, { id: adminTerminalsError });
  }, [failure]);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Payment terminals</CardTitle>
        <CardDescription>The Worldpay terminals of the store's merchant account.</CardDescription>
        {locations.length > 0 && (
          <CardAction>
            <LocationSelect locations={locations} value={chosen} onChange={setLocationId} />
          </CardAction>
        )}
      </CardHeader>
      <CardContent>
        {locations.length === 0 && (
          <p className="text-sm text-muted-foreground">The company has no locations.</p>
        )}
        {terminals.isLoading && <Skeleton className="h-16 w-full" aria-label="Loading terminals" />}
        {failure && (
          <p role="alert" className="text-sm text-destructive">
            {failure}
          </p>
        )}
        {terminals.data && (
          <Table aria-label="Payment terminals">
            <TableHeader>
              <TableRow>
                <TableHead>Provider</TableHead>
                <TableHead>Terminal id</TableHead>
                <TableHead>Name</TableHead>
                <TableHead>Status</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {terminals.data.length === 0 && (
                <TableRow>
                  <TableCell colSpan={4} className="text-center text-muted-foreground">
                    No terminals at this provider.
                  </TableCell>
                </TableRow>
              )}
              {terminals.data.map((terminal) => (
                <TableRow key={terminal.terminalId}>
                  <TableCell className="capitalize">{terminal.provider}</TableCell>
                  <TableCell className="font-mono">{terminal.terminalId}</TableCell>
                  <TableCell>{terminal.name}</TableCell>
                  <TableCell>
                    <Badge variant={terminal.connected ? "secondary" : "outline"}>
                      {terminal.connected ? "Online" : "Offline"}
                    </Badge>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
