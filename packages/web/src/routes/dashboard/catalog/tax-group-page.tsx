import { useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import type { TaxGroup } from "@pos/core/catalog/tax-group.schema";
import { NotFound } from "@/components/layout/not-found";
import { PageError } from "@/components/layout/page-error";
import { PageHeader } from "@/components/layout/page-header";
import { PageSpinner } from "@/components/layout/page-spinner";
import { TaxGroupForm } from "@/features/tax-groups/tax-group-form";
import { httpStatusOf } from "@/lib/errors";
import { trpc } from "@/lib/trpc";
import { useCompany } from "../company-context";
import { taxonomyPaths } from "./taxonomy-paths";

/** `taxes/add`, and `taxes/edit?taxGroupId=` for an existing group. */
function TaxGroupPage({ mode }: { mode: "add" | "edit" }) {
  const { company } = useCompany();
  const taxGroupId = useSearchParams()[0].get("taxGroupId") ?? "";
  const paths = taxonomyPaths(company.id);
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const ref = { companyId: company.id, taxGroupId };
  const group = trpc.catalog.taxGroups.get.useQuery(ref, { enabled: mode === "edit" && taxGroupId !== "" });
  // The add screen loads nothing of its own: the list tells whether the user may manage tax groups.
  const access = trpc.catalog.taxGroups.list.useQuery({ companyId: company.id }, { enabled: mode === "add" });
  const create = trpc.catalog.taxGroups.create.useMutation();
  const update = trpc.catalog.taxGroups.update.useMutation();

  const failed = [group, access].find((query) => query.error && httpStatusOf(query.error) !== 404);
  if (failed) {
    return (
      <PageError
        error={failed.error}
        permission="CAN_MANAGE_PRODUCTS"
        onRetry={() => void failed.refetch()}
      />
    );
  }
  if (mode === "edit" && (group.error || taxGroupId === "")) {
    return (
      <NotFound
        title="Tax group not found"
        message="This tax group does not exist or was deleted."
        backTo={paths.taxGroups}
        backLabel="Back to tax groups"
      />
    );
  }
  if (mode === "edit" ? !group.data : !access.data) return <PageSpinner label="Loading tax group" />;

  const saved = async (view: TaxGroup, message: string) => {
    toast.success(message);
    utils.catalog.taxGroups.get.setData({ companyId: company.id, taxGroupId: view.id }, view);
    await navigate(paths.taxGroups);
    await utils.catalog.taxGroups.list.invalidate({ companyId: company.id });
  };
  const current = group.data;

  return (
    <div className="mx-auto grid max-w-3xl grid-cols-[minmax(0,1fr)] gap-6">
      <PageHeader
        title={current ? `Edit ${current.name}` : "Add tax group"}
        description={
          current
            ? `${current.productCount === 1 ? "1 product uses" : `${current.productCount} products use`} this tax group.`
            : "A named set of taxes, such as GST 5% and PST 7%."
        }
        back={{ to: paths.taxGroups, label: "Tax groups" }}
      />
      {current ? (
        <TaxGroupForm
          key={current.id}
          defaultValues={{ name: current.name, taxes: current.taxes }}
          submitLabel="Save changes"
          cancelTo={paths.taxGroups}
          save={(fields) => update.mutateAsync({ ...ref, ...fields })}
          onSaved={(view) => void saved(view, `"${view.name}" was saved`)}
        />
      ) : (
        <TaxGroupForm
          defaultValues={{ name: "", taxes: [] }}
          submitLabel="Add tax group"
          cancelTo={paths.taxGroups}
          save={(fields) => create.mutateAsync({ companyId: company.id, ...fields })}
          onSaved={(view) => void saved(view, `"${view.name}" was added`)}
        />
      )}
    </div>
  );
}

export const AddTaxGroupPage = () => <TaxGroupPage mode="add" />;
export const EditTaxGroupPage = () => <TaxGroupPage mode="edit" />;
