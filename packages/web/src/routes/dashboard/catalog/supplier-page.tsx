import { useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import type { Supplier } from "@pos/core/catalog/supplier.schema";
import { NotFound } from "@/components/layout/not-found";
import { PageError } from "@/components/layout/page-error";
import { PageHeader } from "@/components/layout/page-header";
import { PageSpinner } from "@/components/layout/page-spinner";
import { SupplierForm, supplierValues } from "@/features/suppliers/supplier-form";
import { httpStatusOf } from "@/lib/errors";
import { trpc } from "@/lib/trpc";
import { useCompany } from "../company-context";
import { taxonomyPaths } from "./taxonomy-paths";

/** `suppliers/edit` adds a supplier; with `?supplierId=` it edits one. */
export function EditSupplierPage() {
  const { company } = useCompany();
  const supplierId = useSearchParams()[0].get("supplierId");
  const paths = taxonomyPaths(company.id);
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const ref = { companyId: company.id, supplierId: supplierId ?? "" };
  const supplier = trpc.catalog.suppliers.get.useQuery(ref, { enabled: Boolean(supplierId) });
  // The add screen loads nothing of its own: the list tells whether the user may manage suppliers.
  const access = trpc.catalog.suppliers.list.useQuery(
    { companyId: company.id },
    { enabled: supplierId === null },
  );
  const create = trpc.catalog.suppliers.create.useMutation();
  const update = trpc.catalog.suppliers.update.useMutation();

  const failed = [supplier, access].find((query) => query.error && httpStatusOf(query.error) !== 404);
  if (failed) {
    return (
      <PageError
        error={failed.error}
        permission="CAN_MANAGE_PRODUCTS"
        onRetry={() => void failed.refetch()}
      />
    );
  }
  if (supplierId !== null && (supplier.error || supplierId === "")) {
    return (
      <NotFound
        title="Supplier not found"
        message="This supplier does not exist or was deleted."
        backTo={paths.suppliers}
        backLabel="Back to suppliers"
      />
    );
  }
  if (supplierId === null ? !access.data : !supplier.data) return <PageSpinner label="Loading supplier" />;

  const saved = async (view: Supplier, message: string) => {
    toast.success(message);
    utils.catalog.suppliers.get.setData({ companyId: company.id, supplierId: view.id }, view);
    await navigate(paths.suppliers);
    await utils.catalog.suppliers.list.invalidate({ companyId: company.id });
  };
  const current = supplier.data;

  return (
    <div className="mx-auto grid max-w-3xl grid-cols-[minmax(0,1fr)] gap-6">
      <PageHeader
        title={current ? `Edit ${current.name}` : "Add supplier"}
        description={
          current
            ? `${current.productCount === 1 ? "1 product uses" : `${current.productCount} products use`} this supplier.`
            : "Add a producer or distributor you buy from."
        }
        back={{ to: paths.suppliers, label: "Suppliers" }}
      />
      {current ? (
        <SupplierForm
          key={current.id}
          country={company.country}
          defaultValues={supplierValues(current)}
          submitLabel="Save changes"
          cancelTo={paths.suppliers}
          save={(fields) => update.mutateAsync({ ...ref, ...fields })}
          onSaved={(view) => void saved(view, `"${view.name}" was saved`)}
        />
      ) : (
        <SupplierForm
          country={company.country}
          defaultValues={supplierValues(undefined)}
          submitLabel="Add supplier"
          cancelTo={paths.suppliers}
          save={(fields) => create.mutateAsync({ companyId: company.id, ...fields })}
          onSaved={(view) => void saved(view, `"${view.name}" was added`)}
        />
      )}
    </div>
  );
}
