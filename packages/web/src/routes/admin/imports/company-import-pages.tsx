import { useParams } from "react-router";
import type { ImportKind } from "@pos/core/imports/import-job.schema";
import { LoadError } from "@/components/layout/load-error";
import { PageHeader } from "@/components/layout/page-header";
import { PageSpinner } from "@/components/layout/page-spinner";
import { ImportFlow } from "@/features/imports/import-flow";
import { trpc } from "@/lib/trpc";

const hints: Record<ImportKind, string> = {
  products:
    "Columns SKU, Name, Price and Category are required; optional: Parent SKU, Parent Name, Cost, Deposit Fee, Description, Receipt Description, Supplier, Vendors, Tax Group Id, Barcode, GTIN, Weight, Cannabis Weight, Cannabis Volume, Track Lots, Strain Type, Tags, Deleted, Images, meta:<key>, location:<location>:price|cost|barcode|active.",
  productBulkUpdate:
    "The ID column is required; only the columns the file has are changed (the same columns as the product import).",
  customers:
    "The Name column is required; optional: Email, Phone, Card Id, Birthday (YYYY/MM/DD), Gender (male, female or other), City, Address, Postal Code, Notes.",
};

/** admin.md 2: each import page has the company's name and province in its title and goes back to the company. */
function CompanyImportPage({ kind, title }: { kind: ImportKind; title: string }) {
  const companyId = Number(useParams().companyId);
  const company = trpc.adminCompanies.get.useQuery({ companyId }, { retry: false, enabled: companyId > 0 });
  const back = { to: `/admin/companies/${companyId}`, label: "Back to company" };
  if (company.error)
    return (
      <LoadError
        message="An error occurred while loading the company"
        onRetry={() => void company.refetch()}
      />
    );
  if (!company.data) return <PageSpinner label="Loading company" />;
  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <PageHeader title={`${title}: ${company.data.name} (${company.data.province})`} back={back} />
      <ImportFlow companyId={companyId} kind={kind} hint={hints[kind]} />
    </div>
  );
}

export const ProductImportPage = () => <CompanyImportPage kind="products" title="Product CSV import" />;
export const ProductBulkUpdatePage = () => (
  <CompanyImportPage kind="productBulkUpdate" title="Product CSV bulk update" />
);
export const CustomerImportPage = () => <CompanyImportPage kind="customers" title="Customer CSV import" />;
