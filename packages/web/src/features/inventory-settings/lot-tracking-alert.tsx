import { TriangleAlert } from "lucide-react";
import { albertaLotTrackingAlert, needsLotTrackingAlert } from "@pos/core/admin/company-admin.schema";
import { Alert, AlertTitle } from "@/components/ui/alert";

/** admin.md 5: the red alert an Alberta company without lot tracking sees. */
export function LotTrackingAlert({
  province,
  isBatchTracking,
}: {
  province: string;
  isBatchTracking: boolean;
}) {
  if (!needsLotTrackingAlert({ province, isBatchTracking })) return null;
  return (
    <Alert variant="destructive" className="border-destructive/40 bg-destructive/10">
      <TriangleAlert aria-hidden />
      <AlertTitle>{albertaLotTrackingAlert}</AlertTitle>
    </Alert>
  );
}
