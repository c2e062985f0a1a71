import { PageHeader } from "@/components/layout/page-header";
import { ButtonShowcase } from "@/features/button-showcase/button-showcase";
import { PaginationShowcase } from "@/features/button-showcase/pagination-showcase";
import { ButtonStories } from "@/features/storybook/button-stories";
import { FeedbackStories } from "@/features/storybook/feedback-stories";
import { InputStories } from "@/features/storybook/input-stories";
import { Story } from "@/features/storybook/story";
import { TableStories } from "@/features/storybook/table-stories";

/** /admin/v2/storybook: a live gallery of the product's own components, each in its states (admin.md 2). */
export function StorybookPage() {
  return (
    <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-6">
      <PageHeader
        title="Storybook"
        description="The app's own components, live: click, type and open them. Nothing here changes any data."
      />
      <ButtonStories />
      <InputStories />
      <TableStories />
      <FeedbackStories />
      <Story title="Pagination" description="components/shared/pagination driving a pretend list.">
        <PaginationShowcase />
      </Story>
      <Story
        title="Brand buttons"
        description="The button showcase of every product line (pos-and-accounts.md 2.15)."
      >
        <ButtonShowcase />
      </Story>
    </div>
  );
}
