import { useState } from "react";
import { toast } from "sonner";
import { formatCents } from "@pos/core/common/money";
import { FormError } from "@/components/form/form-error";
import { ConfirmDialog } from "@/components/shared/confirm-dialog";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { errorMessage } from "@/lib/errors";
import { trpc } from "@/lib/trpc";
import { useCompany } from "../company-context";
import { signedUnits } from "./audit-paths";
import { VarianceTable } from "./variance-table";

export const modeText = {
  replace: "Replace: each count becomes on-hand as of when it was counted; sales made since are kept.",
  relative: "Relative: each count is compared with on-hand when the audit started; the difference is added.",
} as const;

/** The review before completing: variances per product in units and at cost, then completion after a confirmation. */
export function AuditReviewCard({
  audit,
  onBack,
}: {
  audit: { id: string; locationId: string; number: number };
  onBack: () => void;
}) {
  const { company } = useCompany();
  const [zeroUncounted, setZeroUncounted] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const utils = trpc.useUtils();
  const ref = { companyId: company.id, locationId: audit.locationId, auditId: audit.id };
  const review = trpc.inventoryAudits.review.useQuery(
    { ...ref, zeroUncounted },
    { placeholderData: (previous) => previous },
  );
  const complete = trpc.inventoryAudits.complete.useMutation({
    onSuccess: async (done) => {
      toast.success(`Audit #${done.audit.number} completed`);
      setConfirming(false);
      await utils.inventoryAudits.invalidate();
    },
  });
  const totals = review.data?.totals;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Review variances</CardTitle>
        <CardDescription>{modeText[review.data?.mode ?? "replace"]}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 px-0">
        {review.error && (
          <div className="px-6">
            <FormError title="The review could not be loaded" message={errorMessage(review.error)} />
          </div>
        )}
        <div className="flex flex-wrap items-center gap-2 px-6">
          <Checkbox
            id="zero-uncounted"
            checked={zeroUncounted}
            onCheckedChange={(checked) => setZeroUncounted(checked === true)}
          />
          <Label htmlFor="zero-uncounted" className="font-normal">
            Count products in this audit that nobody counted as 0
          </Label>
          {review.data && review.data.uncounted > 0 && (
            <span className="text-sm text-muted-foreground">
              ({review.data.uncounted} with stock not counted: left as they are unless ticked)
            </span>
          )}
        </div>
        <VarianceTable review={review.data} />
        <div className="flex flex-wrap justify-end gap-2 px-6">
          <Button variant="outline" onClick={onBack}>
            Back to counting
          </Button>
          <Button onClick={() => setConfirming(true)} disabled={!review.data}>
            Complete audit
          </Button>
        </div>
      </CardContent>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => {
          setConfirming(open);
          if (!open) complete.reset();
        }}
        title={`Complete audit #${audit.number}?`}
        description={
          <span>
            On-hand will be adjusted by {signedUnits(totals?.varianceUnits ?? 0)} units (
            {formatCents(totals?.varianceValue ?? 0)} at cost). A completed audit can no longer be changed.
          </span>
        }
        confirmLabel="Complete audit"
        pending={complete.isPending}
        error={
          complete.error
            ? { title: "The audit was not completed", message: errorMessage(complete.error) }
            : null
        }
        onConfirm={() => complete.mutate({ ...ref, zeroUncounted })}
      />
    </Card>
  );
}
