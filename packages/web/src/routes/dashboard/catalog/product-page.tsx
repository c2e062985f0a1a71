import { useState, type ReactNode } from "react";
import { useNavigate, useParams } from "react-router";
import { toast } from "sonner";
import { newProductDraft } from "@pos/core/catalog/product-rules";
import type { Product, ProductDraft } from "@pos/core/catalog/product.schema";
import { NotFound } from "@/components/layout/not-found";
import { PageError } from "@/components/layout/page-error";
import { PageHeader } from "@/components/layout/page-header";
import { PageSpinner } from "@/components/layout/page-spinner";
import { ProductStockCard } from "@/features/inventory/product-stock-card";
import { DeletedBanner } from "@/features/product-form/deleted-banner";
import { ProductForm, type ProductFormProps } from "@/features/product-form/product-form";
import { draftOf } from "@/features/product-form/saved-product";
import { useCatalogueChoices } from "@/features/product-form/use-catalogue-choices";
import { httpStatusOf } from "@/lib/errors";
import { trpc } from "@/lib/trpc";
import { useCompany } from "../company-context";

const productPaths = (companyId: number) => {
  const list = `/company/${companyId}/dashboard/productListing`;
  return { list, edit: (id: string) => `${list}/editProduct/${encodeURIComponent(id)}` };
};

type Shared = Pick<ProductFormProps, "companyId" | "locations" | "choices" | "cancelTo">;

/** Loads what every product screen needs (the pickers' choices), then renders the screen. */
function WithChoices({ children }: { children: (shared: Shared) => ReactNode }) {
  const { company, locations } = useCompany();
  const { choices, failed } = useCatalogueChoices(company.id);
  if (failed) {
    return (
      <PageError
        error={failed.error}
        permission="CAN_MANAGE_PRODUCTS"
        onRetry={() => void failed.refetch()}
      />
    );
  }
  if (!choices) return <PageSpinner label="Loading product form" />;
  return children({ companyId: company.id, locations, choices, cancelTo: productPaths(company.id).list });
}

const pageClass = "mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)] gap-6";

export function AddProductPage() {
  const { company } = useCompany();
  const paths = productPaths(company.id);
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const create = trpc.catalog.products.create.useMutation();
  // A new product has a price to enter; a free price (none) is a choice made with its switch.
  const [initial] = useState(() => newProductDraft({ price: 0 }));

  return (
    <WithChoices>
      {(shared) => (
        <div className={pageClass}>
          <PageHeader
            title="Add product"
            description="Everything the register, labels and reports need to know about it."
            back={{ to: paths.list, label: "Products" }}
          />
          <ProductForm
            {...shared}
            initial={initial}
            submitLabel="Create product"
            save={async (product) => {
              const saved = await create.mutateAsync({ companyId: company.id, product });
              utils.catalog.products.get.setData({ companyId: company.id, productId: saved.id }, saved);
              return draftOf(saved);
            }}
            onSaved={(product, release) => {
              release();
              toast.success(`${product.name} was created`);
              void navigate(paths.edit(product.id ?? ""), { replace: true });
              void utils.catalog.products.list.invalidate({ companyId: company.id });
            }}
          />
        </div>
      )}
    </WithChoices>
  );
}

export function EditProductPage() {
  const { company } = useCompany();
  const productId = useParams().id ?? "";
  const paths = productPaths(company.id);
  const utils = trpc.useUtils();
  const ref = { companyId: company.id, productId };
  const product = trpc.catalog.products.get.useQuery(ref, { enabled: productId !== "" });
  const update = trpc.catalog.products.update.useMutation();
  // The version the edits start from (not a newer one fetched meanwhile): a save made elsewhere is a conflict.
  const [loadedAt, setLoadedAt] = useState<string | null>(null);
  const [version, setVersion] = useState(0);

  if (product.error && httpStatusOf(product.error) !== 404) {
    return (
      <PageError
        error={product.error}
        permission="CAN_MANAGE_PRODUCTS"
        onRetry={() => void product.refetch()}
      />
    );
  }
  if (product.error || productId === "") {
    return (
      <NotFound
        title="Product not found"
        message="This product does not exist or belongs to another company."
        backTo={paths.list}
        backLabel="Back to products"
      />
    );
  }
  if (!product.data) return <PageSpinner label="Loading product" />;

  const current = product.data;
  const stored = (saved: Product): ProductDraft => {
    setLoadedAt(saved.updateDate);
    utils.catalog.products.get.setData(ref, saved);
    void utils.catalog.products.list.invalidate({ companyId: company.id });
    return draftOf(saved);
  };
  const restored = (saved: Product) => {
    stored(saved);
    setVersion((count) => count + 1);
  };

  return (
    <WithChoices>
      {(shared) => (
        <div className={pageClass}>
          <PageHeader
            title={current.name || "Edit product"}
            description={
              current.isMasterProduct
                ? "A master product and the child products sold from it."
                : current.sku
                  ? `SKU ${current.sku}`
                  : undefined
            }
            back={{ to: paths.list, label: "Products" }}
          />
          {current.isDeleted && (
            <DeletedBanner companyId={company.id} productId={productId} onRestored={restored} />
          )}
          <ProductForm
            key={`${productId}:${version}`}
            {...shared}
            initial={draftOf(current)}
            submitLabel="Save changes"
            save={async (draft) =>
              stored(
                await update.mutateAsync({
                  ...ref,
                  product: draft,
                  expectedUpdateDate: loadedAt ?? current.updateDate,
                }),
              )
            }
            onSaved={(saved) => toast.success(`Changes to ${saved.name} were saved`)}
            reload={async () => {
              const fresh = await utils.catalog.products.get.fetch(ref, { staleTime: 0 });
              return stored(fresh);
            }}
          />
          {!current.isDeleted && (
            <ProductStockCard
              companyId={company.id}
              locations={shared.locations}
              products={[current, ...current.childProducts]
                .filter((item) => item.trackInventory)
                .map((item) => ({ id: item.id, name: item.name }))}
            />
          )}
        </div>
      )}
    </WithChoices>
  );
}
