import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { z } from "zod";
import { auditRollbackMessages } from "@pos/core/inventory/audit-rollback.schema";
import { localDay } from "@pos/core/payments/payment-lists.schema";
import { ConfirmDialog } from "@/components/shared/confirm-dialog";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Spinner } from "@/components/ui/spinner";
import { adminErrorMessage } from "@/lib/admin-errors";
import { trpc } from "@/lib/trpc";

const formOf = (today: string) =>
  z.object({
    locationId: z.string().min(1, auditRollbackMessages.locationRequired),
    auditId: z.string().trim().min(1, auditRollbackMessages.auditIdRequired).max(64),
    date: z
      .string()
      .min(1, auditRollbackMessages.dateRequired)
      .refine((date) => date <= today, auditRollbackMessages.futureDate),
  });
type Values = z.infer<ReturnType<typeof formOf>>;

type Props = {
  companyId: number;
  timeZone: string;
  locations: { id: string; name: string }[];
};

/**
 * admin.md 5 and 8 "Audit rollback": reverts an audit's inventory changes at a location made on or after a day,
 * after a confirmation. The signed-in admin's id goes with the request.
 */
export function AuditRollbackCard({ companyId, timeZone, locations }: Props) {
  const today = localDay(new Date(), timeZone);
  const me = trpc.auth.getMe.useQuery();
  const rollback = trpc.adminInventory.rollbackAudit.useMutation();
  const form = useForm<Values>({
    resolver: zodResolver(formOf(today)),
    defaultValues: { locationId: "", auditId: "", date: "" },
  });
  const [confirming, setConfirming] = useState<Values | null>(null);
  const userId = me.data?.id;

  async function run() {
    if (!confirming) return;
    try {
      const result = await rollback.mutateAsync({
        companyId,
        locationId: confirming.locationId,
        logType: "AUDIT",
        logTypeId: confirming.auditId,
        newCreateDate: confirming.date,
      });
      toast.success(auditRollbackMessages.success, {
        description: `${result.reverted} inventory ${result.reverted === 1 ? "change" : "changes"} reverted.`,
      });
      form.reset();
    } catch (error) {
      toast.error(adminErrorMessage(error, auditRollbackMessages.failed));
    } finally {
      setConfirming(null);
    }
  }

  const submit = form.handleSubmit((values) => {
    if (!userId) {
      toast.error(auditRollbackMessages.userRequired);
      return;
    }
    setConfirming(values);
  });
  const locationName = locations.find((entry) => entry.id === confirming?.locationId)?.name ?? "";

  return (
    <Card>
      <CardHeader>
        <CardTitle>Audit rollback</CardTitle>
        <CardDescription>
          Reverts the stock changes an audit made at a location from a date on. The inventory log keeps the
          audit and records the rollback.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Form {...form}>
          <form
            onSubmit={(event) => void submit(event)}
            noValidate
            className="grid items-start gap-4 sm:grid-cols-3"
          >
            <FormField
              control={form.control}
              name="locationId"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Location</FormLabel>
                  <Select value={field.value} onValueChange={field.onChange}>
                    <FormControl>
                      <SelectTrigger className="w-full">
                        <SelectValue placeholder="Select a location" />
                      </SelectTrigger>
                    </FormControl>
                    <SelectContent>
                      {locations.map((location) => (
                        <SelectItem key={location.id} value={location.id}>
                          {location.name}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name="auditId"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Audit id</FormLabel>
                  <FormControl>
                    <Input autoComplete="off" maxLength={64} {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name="date"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Roll back to</FormLabel>
                  <FormControl>
                    <Input type="date" max={today} {...field} />
                  </FormControl>
                  <FormDescription>Changes made on or after this day are reverted.</FormDescription>
                  <FormMessage />
                </FormItem>
              )}
            />
            <div className="sm:col-span-3 flex justify-end">
              <Button type="submit" variant="destructive" disabled={rollback.isPending || me.isPending}>
                {rollback.isPending && <Spinner />}
                Roll back audit
              </Button>
            </div>
          </form>
        </Form>
        <ConfirmDialog
          open={confirming !== null}
          onOpenChange={(open) => !open && !rollback.isPending && setConfirming(null)}
          title="Roll back this audit?"
          description={
            confirming
              ? `The changes audit ${confirming.auditId} made at ${locationName} on or after ${confirming.date} will be reverted.`
              : ""
          }
          confirmLabel="Roll back"
          onConfirm={() => void run()}
          pending={rollback.isPending}
        />
      </CardContent>
    </Card>
  );
}
