import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import type { Category } from "@pos/core/catalog/category.schema";
import { ZStartAuditInput } from "@pos/core/inventory/inventory-audit.schema";
import { FormError } from "@/components/form/form-error";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage } from "@/lib/errors";
import { trpc } from "@/lib/trpc";
import { useCompany } from "../company-context";
import { auditPaths } from "./audit-paths";

const ZFields = ZStartAuditInput.pick({ title: true, locationId: true, notes: true, categoryId: true });
type Values = z.input<typeof ZFields>;
const allProducts = "__all__";

function flatten(categories: Category[], depth = 0): { id: string; label: string }[] {
  return categories.flatMap((category) => [
    { id: category.id, label: `${"— ".repeat(depth)}${category.name}` },
    ...flatten(category.childCategories, depth + 1),
  ]);
}

type StartAuditDialogProps = { open: boolean; onOpenChange: (open: boolean) => void; locationId: string };

/** Starts an audit: title (today's date by default), location, notes and an optional category to count. */
export function StartAuditDialog({ open, onOpenChange, locationId }: StartAuditDialogProps) {
  const { company, locations } = useCompany();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const categories = trpc.catalog.categories.list.useQuery(
    { companyId: company.id, filtered: false },
    { enabled: open },
  );
  const form = useForm<Values, unknown, z.output<typeof ZFields>>({
    resolver: zodResolver(ZFields),
    values: {
      title: `Audit ${new Date().toLocaleDateString("en-CA")}`,
      locationId,
      notes: null,
      categoryId: null,
    },
  });
  const start = trpc.inventoryAudits.start.useMutation({
    onSuccess: async (audit) => {
      toast.success(`Audit #${audit.number} started`);
      await utils.inventoryAudits.list.invalidate();
      await navigate(auditPaths(company.id).audit(audit.id, audit.locationId));
    },
  });
  const close = (next: boolean) => {
    if (next || start.isPending) return;
    form.reset();
    start.reset();
    onOpenChange(false);
  };
  const submit = form.handleSubmit((values) => start.mutate({ companyId: company.id, ...values }));
  const choices = flatten(categories.data ?? []);

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Start audit</DialogTitle>
          <DialogDescription>
            Count what is on the shelves; stock is adjusted only when the audit is completed.
          </DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Start audit">
            <FormError title="The audit was not started" message={start.error && errorMessage(start.error)} />
            <FormField
              control={form.control}
              name="title"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Title</FormLabel>
                  <FormControl>
                    <Input maxLength={100} {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name="locationId"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Location</FormLabel>
                  <Select value={field.value} onValueChange={field.onChange}>
                    <FormControl>
                      <SelectTrigger className="w-full">
                        <SelectValue />
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
              name="categoryId"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Category (optional)</FormLabel>
                  <Select
                    value={field.value ?? allProducts}
                    onValueChange={(value) => field.onChange(value === allProducts ? null : value)}
                  >
                    <FormControl>
                      <SelectTrigger className="w-full">
                        <SelectValue />
                      </SelectTrigger>
                    </FormControl>
                    <SelectContent>
                      <SelectItem value={allProducts}>All products</SelectItem>
                      {choices.map((choice) => (
                        <SelectItem key={choice.id} value={choice.id}>
                          {choice.label}
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
              name="notes"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Notes</FormLabel>
                  <FormControl>
                    <Textarea
                      maxLength={1000}
                      value={field.value ?? ""}
                      onChange={(event) => field.onChange(event.target.value || null)}
                    />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => close(false)} disabled={start.isPending}>
                Cancel
              </Button>
              <Button type="submit" disabled={start.isPending}>
                {start.isPending && <Spinner label="Starting" />}
                Start audit
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
