import { useNavigate, useParams } from "react-router";
import { toast } from "sonner";
import type { Discount } from "@pos/core/discounts/discount.schema";
import { NotFound } from "@/components/layout/not-found";
import { PageError } from "@/components/layout/page-error";
import { PageHeader } from "@/components/layout/page-header";
import { PageSpinner } from "@/components/layout/page-spinner";
import { DiscountForm } from "@/features/discounts/discount-form";
import { newDiscountValues, savedDiscountValues } from "@/features/discounts/discount-form-values";
import { httpStatusOf } from "@/lib/errors";
import { trpc } from "@/lib/trpc";
import { useCompany } from "../company-context";
import { discountPaths } from "./discount-paths";

/** `discounts/addDiscount`, and `discounts/editDiscount/:id`. */
function DiscountPage({ mode }: { mode: "add" | "edit" }) {
  const { company, locations } = useCompany();
  const discountId = useParams().id ?? "";
  const paths = discountPaths(company.id);
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const ref = { companyId: company.id, discountId };
  const discount = trpc.discounts.get.useQuery(ref, { enabled: mode === "edit" && discountId !== "" });
  // The add screen loads nothing of its own: the list tells whether the user may manage discounts.
  const access = trpc.discounts.list.useQuery({ companyId: company.id }, { enabled: mode === "add" });
  const create = trpc.discounts.create.useMutation();
  const update = trpc.discounts.update.useMutation();

  const failed = [discount, access].find((query) => query.error && httpStatusOf(query.error) !== 404);
  if (failed) {
    return (
      <PageError
        error={failed.error}
        permission="CAN_MANAGE_PRODUCTS"
        onRetry={() => void failed.refetch()}
      />
    );
  }
  if (mode === "edit" && discount.error) {
    return (
      <NotFound
        title="Discount not found"
        message="This discount does not exist or was deleted."
        backTo={paths.discounts}
        backLabel="Back to discounts"
      />
    );
  }
  if (mode === "edit" ? !discount.data : !access.data) return <PageSpinner label="Loading discount" />;

  const saved = async (view: Discount, message: string) => {
    toast.success(message);
    utils.discounts.get.setData({ companyId: company.id, discountId: view.id }, view);
    await navigate(paths.discounts);
    await Promise.all([utils.discounts.list.invalidate(), utils.discounts.listPage.invalidate()]);
  };
  const current = discount.data;
  const places = locations.map((location) => ({ id: String(location.id), name: location.name }));

  return (
    <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-6">
      <PageHeader
        title={current ? `Edit ${current.name}` : "Add discount"}
        back={{ to: paths.discounts, label: "Discounts" }}
      />
      {current ? (
        <DiscountForm
          key={current.id}
          companyId={company.id}
          discountId={current.id}
          locations={places}
          defaultValues={savedDiscountValues(current)}
          submitLabel="Save changes"
          cancelTo={paths.discounts}
          save={(fields) =>
            update.mutateAsync({ companyId: company.id, discount: { ...fields, id: current.id } })
          }
          onSaved={(view) => void saved(view, `"${view.name}" was saved`)}
        />
      ) : (
        <DiscountForm
          companyId={company.id}
          discountId={null}
          locations={places}
          defaultValues={newDiscountValues()}
          submitLabel="Add discount"
          cancelTo={paths.discounts}
          save={(fields) => create.mutateAsync({ companyId: company.id, discount: fields })}
          onSaved={(view) => void saved(view, `"${view.name}" was added`)}
        />
      )}
    </div>
  );
}

export const AddDiscountPage = () => <DiscountPage mode="add" />;
export const EditDiscountPage = () => <DiscountPage mode="edit" />;
