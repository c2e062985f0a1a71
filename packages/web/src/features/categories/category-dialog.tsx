import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { ZCategoryFields, type Category } from "@pos/core/catalog/category.schema";
import { DialogFormFooter } from "@/components/form/dialog-form-footer";
import { FormError } from "@/components/form/form-error";
import { useSaveForm } from "@/components/form/use-save-form";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { trpc } from "@/lib/trpc";
import { CategorySelect, ComplianceSelect } from "./category-pickers";
import { placesOutside } from "./tree-helpers";

type Values = z.input<typeof ZCategoryFields>;
type Fields = z.output<typeof ZCategoryFields>;

/** What the dialog edits: a new category (under a parent, maybe) or an existing one. */
export type CategoryDialogTarget =
  { mode: "add"; parentCategoryId: string | null } | { mode: "edit"; category: Category };

type CategoryDialogProps = {
  companyId: number;
  tree: Category[];
  target: CategoryDialogTarget | null;
  onClose: () => void;
};

const parentMessages = [
  "The parent category does not exist",
  "A category cannot move under itself or one of its subcategories",
];

function CategoryForm({
  companyId,
  tree,
  target,
  onClose,
}: CategoryDialogProps & { target: CategoryDialogTarget }) {
  const utils = trpc.useUtils();
  const create = trpc.catalog.categories.create.useMutation();
  const update = trpc.catalog.categories.update.useMutation();
  const editing = target.mode === "edit" ? target.category : null;
  const form = useForm<Values, unknown, Fields>({
    resolver: zodResolver(ZCategoryFields),
    defaultValues: editing
      ? {
          name: editing.name,
          parentCategoryId: editing.parentCategoryId,
          complianceCategoryId: editing.complianceCategoryId,
        }
      : {
          name: "",
          parentCategoryId: target.mode === "add" ? target.parentCategoryId : null,
          complianceCategoryId: null,
        },
  });
  const { isSubmitting } = form.formState;
  const { submit, formError } = useSaveForm(form, {
    guardUnsaved: false,
    save: async (fields) => {
      if (editing) await update.mutateAsync({ companyId, categories: [{ id: editing.id, ...fields }] });
      else await create.mutateAsync({ companyId, ...fields });
      toast.success(editing ? `"${fields.name}" was saved` : `"${fields.name}" was added`);
      await utils.catalog.categories.list.invalidate({ companyId });
      onClose();
    },
    fieldOfInput: { name: "name", parentCategoryId: "parentCategoryId" },
    fieldOfMessage: (message) =>
      parentMessages.includes(message)
        ? "parentCategoryId"
        : message.startsWith("A category named")
          ? "name"
          : null,
  });

  return (
    <Form {...form}>
      <form onSubmit={submit} noValidate className="grid gap-4">
        <DialogHeader>
          <DialogTitle>{editing ? `Edit "${editing.name}"` : "Add category"}</DialogTitle>
          <DialogDescription>
            {editing
              ? "Rename it, move it under another category or change its compliance category."
              : "Categories group products on the register, in reports and in the product list."}
          </DialogDescription>
        </DialogHeader>
        <FormError title="The category was not saved" message={formError} />
        <FormField
          control={form.control}
          name="name"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Name</FormLabel>
              <FormControl>
                <Input autoComplete="off" maxLength={80} autoFocus placeholder="e.g. Pre-rolls" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="parentCategoryId"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Parent category</FormLabel>
              <FormControl>
                <CategorySelect
                  value={field.value}
                  onChange={field.onChange}
                  options={placesOutside(tree, editing?.id ?? null)}
                  noneLabel="None (top level)"
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="complianceCategoryId"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Compliance category</FormLabel>
              <FormControl>
                <ComplianceSelect value={field.value} onChange={field.onChange} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <DialogFormFooter
          onCancel={onClose}
          pending={isSubmitting}
          submitLabel={editing ? "Save changes" : "Add category"}
        />
      </form>
    </Form>
  );
}

export function CategoryDialog(props: CategoryDialogProps) {
  const { target, onClose } = props;
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>{target && <CategoryForm {...props} target={target} />}</DialogContent>
    </Dialog>
  );
}
