import { toast } from "sonner";
import { CashCountModal } from "@/features/cash-count/cash-count-modal";
import { errorMessage } from "@/lib/errors";
import { trpc } from "@/lib/trpc";
import { useCompany } from "../company-context";

type AddFloatCountProps = { shiftId: string; open: boolean; onOpenChange: (open: boolean) => void };

/** The float count skipped at the register ('Count later'), added once from the dashboard. */
export function AddFloatCount({ shiftId, open, onOpenChange }: AddFloatCountProps) {
  const { company } = useCompany();
  const utils = trpc.useUtils();
  const add = trpc.shifts.addFloatCount.useMutation({
    onSuccess: async () => {
      toast.success("Float count added");
      onOpenChange(false);
      await Promise.all([
        utils.shifts.getReport.invalidate({ companyId: company.id, shiftId }),
        utils.shifts.list.invalidate({ companyId: company.id }),
      ]);
    },
  });

  return (
    <CashCountModal
      open={open}
      onOpenChange={(next) => {
        if (!next) add.reset();
        onOpenChange(next);
      }}
      title="Add float count"
      description="Count the cash this shift ended with. A float count can be added only once."
      country={company.country}
      pending={add.isPending}
      error={add.error ? { title: "The float count was not added", message: errorMessage(add.error) } : null}
      onSubmit={({ count }) => count && add.mutate({ companyId: company.id, shiftId, floatCount: count })}
    />
  );
}
