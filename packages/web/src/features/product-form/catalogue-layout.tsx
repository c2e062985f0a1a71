import { useState, type ReactNode } from "react";
import { BasicsSection } from "./basics-section";
import { CannabisSection } from "./cannabis-section";
import { ChildrenSection, childDetailsId } from "./children-section";
import { ImagesSection } from "./images-section";
import { InventorySection } from "./inventory-section";
import { OrganisationSection, type CatalogueChoices } from "./organisation-section";
import { OverridesSection } from "./overrides-section";
import { PricingSection } from "./pricing-section";
import type { SectionProps } from "./section-props";
import { StatusSection } from "./status-section";

type CatalogueLayoutProps = SectionProps & {
  companyId: number;
  locations: readonly { id: string; name: string }[];
  choices: CatalogueChoices;
  savedBatchTracked: boolean;
};

const orders = [
  "order-1",
  "order-2",
  "order-3",
  "order-4",
  "order-5",
  "order-6",
  "order-7",
  "order-8",
  "order-9",
];

/** A section at its place in the single column of narrower screens (the two columns of wide ones keep theirs). */
function Placed({ at, children }: { at: number; children: ReactNode }) {
  return <div className={`min-w-0 ${orders[at - 1]} xl:order-none`}>{children}</div>;
}

/** The product itself on the left; status, images and filing on the right (on wide screens). */
export function CatalogueLayout({
  companyId,
  locations,
  choices,
  savedBatchTracked,
  ...section
}: CatalogueLayoutProps) {
  const [openChildren, setOpenChildren] = useState<readonly number[]>([]);
  const openChild = (index: number) => {
    setOpenChildren((open) => (open.includes(index) ? open : [...open, index]));
    // Keyboard users land in the child's details (rendered by the next frame), where its overrides are changed.
    requestAnimationFrame(() => {
      const details = document.getElementById(childDetailsId(index));
      details?.scrollIntoView({ block: "center", behavior: "smooth" });
      details?.focus({ preventScroll: true });
    });
  };
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="contents xl:grid xl:grid-cols-[minmax(0,1fr)] xl:gap-6">
        <Placed at={1}>
          <BasicsSection {...section} />
        </Placed>
        <Placed at={3}>
          <PricingSection {...section} />
        </Placed>
        <Placed at={5}>
          <InventorySection {...section} savedBatchTracked={savedBatchTracked} />
        </Placed>
        {section.draft.isMasterProduct && (
          <Placed at={6}>
            <ChildrenSection
              {...section}
              companyId={companyId}
              locations={locations}
              openChildren={openChildren}
              setOpenChildren={setOpenChildren}
            />
          </Placed>
        )}
        <Placed at={7}>
          <CannabisSection {...section} locations={locations} />
        </Placed>
        {locations.length > 0 && (
          <Placed at={9}>
            <OverridesSection {...section} locations={locations} onOpenChild={openChild} />
          </Placed>
        )}
      </div>
      <div className="contents xl:grid xl:grid-cols-[minmax(0,1fr)] xl:gap-6">
        <Placed at={2}>
          <StatusSection {...section} />
        </Placed>
        <Placed at={8}>
          <ImagesSection {...section} companyId={companyId} />
        </Placed>
        <Placed at={4}>
          <OrganisationSection {...section} choices={choices} />
        </Placed>
      </div>
    </div>
  );
}
