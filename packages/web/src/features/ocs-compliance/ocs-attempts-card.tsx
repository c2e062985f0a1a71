import { useEffect, useState } from "react";
import { toast } from "sonner";
import {
  ocsAttemptFetchLimit,
  ocsAttemptPageSize,
  ocsAttemptTypes,
  ocsMessages,
  type OcsAttemptType,
  type OcsAttemptView,
} from "@pos/core/compliance/ocs.schema";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { adminErrorMessage } from "@/lib/admin-errors";
import { formatDateTime } from "@/lib/format-date";
import { trpc } from "@/lib/trpc";

const utc = (iso: string) => `${formatDateTime(iso, "UTC")} UTC`;

const statusVariant = (status: OcsAttemptView["status"]) =>
  status === "accepted" ? "default" : status === "partially accepted" ? "secondary" : "destructive";

type LogProps = { companyId: number; hashKey: string; type: OcsAttemptType };

/** One store's and type's log: the first 50 on mount, 50 more whenever the pages run out. */
function AttemptsLog({ companyId, hashKey, type }: LogProps) {
  const utils = trpc.useUtils();
  const first = trpc.ocs.attempts.useQuery(
    { companyId, hashKey, type, limit: ocsAttemptFetchLimit, exclusiveStartKeySk: null },
    { retry: false },
  );
  const [more, setMore] = useState<{ items: OcsAttemptView[]; nextKey: string | null } | null>(null);
  const [page, setPage] = useState(0);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    if (first.error) toast.error(adminErrorMessage(first.error, ocsMessages.fetchAttempts));
  }, [first.error]);

  const rows = [...(first.data?.items ?? []), ...(more?.items ?? [])];
  const nextKey = more ? more.nextKey : (first.data?.exclusiveStartKeySk ?? null);
  const pageCount = Math.ceil(rows.length / ocsAttemptPageSize);
  const visible = rows.slice(page * ocsAttemptPageSize, (page + 1) * ocsAttemptPageSize);
  const canNext = page + 1 < pageCount || nextKey !== null;

  async function next() {
    if (page + 1 >= pageCount && nextKey) {
      setLoading(true);
      try {
        const result = await utils.ocs.attempts.fetch({
          companyId,
          hashKey,
          type,
          limit: ocsAttemptFetchLimit,
          exclusiveStartKeySk: nextKey,
        });
        setMore((current) => ({
          items: [...(current?.items ?? []), ...result.items],
          nextKey: result.exclusiveStartKeySk,
        }));
      } catch (error) {
        toast.error(adminErrorMessage(error, ocsMessages.fetchAttempts));
        return;
      } finally {
        setLoading(false);
      }
    }
    setPage((current) => current + 1);
  }
  const busy = loading || first.isPending;

  return (
    <>
      <div className="overflow-x-auto rounded-md border">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Date</TableHead>
              <TableHead>Status</TableHead>
              <TableHead>OCS response</TableHead>
              <TableHead>Range end</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {visible.map((attempt) => (
              <TableRow key={attempt.id}>
                <TableCell className="whitespace-nowrap">{utc(attempt.createDate)}</TableCell>
                <TableCell>
                  <Badge variant={statusVariant(attempt.status)}>{attempt.status}</Badge>
                </TableCell>
                <TableCell className="max-w-md text-sm break-words whitespace-normal">
                  {attempt.ocsResponse}
                </TableCell>
                <TableCell className="whitespace-nowrap">{utc(attempt.rangeEnd)}</TableCell>
              </TableRow>
            ))}
            {visible.length === 0 && (
              <TableRow>
                <TableCell colSpan={4} className="h-16 text-center text-muted-foreground">
                  {busy ? "Loading attempts…" : first.error ? ocsMessages.fetchAttempts : "No attempts yet."}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </div>
      <div className="flex items-center justify-end gap-2 text-sm text-muted-foreground">
        {rows.length > 0 && (
          <span>
            Page {page + 1}
            {nextKey === null ? ` of ${Math.max(pageCount, 1)}` : ""}
          </span>
        )}
        <Button variant="outline" size="sm" disabled={page === 0 || busy} onClick={() => setPage(page - 1)}>
          Previous
        </Button>
        <Button variant="outline" size="sm" disabled={!canNext || busy} onClick={() => void next()}>
          Next
        </Button>
      </div>
    </>
  );
}

/**
 * admin.md 2, 7, 9 "OCS submission attempts log": a CRSA key and a type, 5 attempts a page from fetches of 50
 * (exclusiveStartKeySk reads on), dates in UTC.
 */
export function OcsAttemptsCard({ companyId }: { companyId: number }) {
  const keys = trpc.ocs.hashKeys.useQuery({ companyId });
  const [hashKey, setHashKey] = useState("");
  const [type, setType] = useState<OcsAttemptType>(ocsAttemptTypes[0]);
  const selected = hashKey || keys.data?.[0]?.hashKey || "";

  return (
    <Card>
      <CardHeader>
        <CardTitle>OCS submission attempts log</CardTitle>
        <CardDescription>
          Every call to the OCS POS data platform for a store, newest first. Dates in UTC.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {keys.isPending && <Skeleton className="h-9 w-full" />}
        {keys.data?.length === 0 && (
          <p className="text-sm text-muted-foreground">
            No store of this company has an OCS hash key yet (Compliance Setup in the top menu).
          </p>
        )}
        {keys.data && keys.data.length > 0 && (
          <>
            <div className="grid gap-3 sm:grid-cols-2">
              <div className="grid gap-1.5">
                <Label htmlFor="ocs-crsa-key">CRSA key</Label>
                <Select value={selected} onValueChange={setHashKey}>
                  <SelectTrigger id="ocs-crsa-key" className="w-full">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {keys.data.map((key) => (
                      <SelectItem key={key.hashKey} value={key.hashKey}>
                        {key.crsaStoreId ?? "No CRSA id"} · {key.locationName}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              </div>
              <div className="grid gap-1.5">
                <Label htmlFor="ocs-attempt-type">Type</Label>
                <Select value={type} onValueChange={(value) => setType(value as OcsAttemptType)}>
                  <SelectTrigger id="ocs-attempt-type" className="w-full">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {ocsAttemptTypes.map((choice) => (
                      <SelectItem key={choice} value={choice}>
                        {choice}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              </div>
            </div>
            {selected && (
              <AttemptsLog key={`${selected}/${type}`} companyId={companyId} hashKey={selected} type={type} />
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
