import { PageHeader } from "@/components/layout/page-header";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ButtonShowcase } from "@/features/button-showcase/button-showcase";
import { PaginationShowcase } from "@/features/button-showcase/pagination-showcase";

/** /admin/v2/styleGuidelines: the button showcase and the pagination control (pos-and-accounts.md 2.15). */
export function StyleGuidelinesPage() {
  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <PageHeader
        title="Style guidelines"
        description="Buttons of every product line, and the pagination control."
      />
      <section className="grid gap-3" aria-labelledby="pagination-heading">
        <Card>
          <CardHeader>
            <CardTitle id="pagination-heading">Pagination</CardTitle>
          </CardHeader>
          <CardContent>
            <PaginationShowcase />
          </CardContent>
        </Card>
      </section>
      <section className="grid gap-3" aria-label="Buttons">
        <h2 className="text-lg font-semibold">Buttons</h2>
        <ButtonShowcase />
      </section>
    </div>
  );
}
