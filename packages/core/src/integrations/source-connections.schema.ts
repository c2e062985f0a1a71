import { z } from "zod";
import { ZCompanyId } from "../company/company.schema";

export const ZSourceConnectionInput = z.object({
  companyId: ZCompanyId,
  sourceId: z.string().min(1).max(40),
});
export type SourceConnectionInput = z.input<typeof ZSourceConnectionInput>;

/** A source as a company sees it: whether it may act in the company. */
export interface CompanySourceView {
  id: string;
  name: string;
  categoryName: string | null;
  /** Enabled (isMarketplace): offered to companies. */
  isMarketplace: boolean;
  connected: boolean;
  connectedAt: string | null;
}

export const sourceConnectionMessages = {
  connected: (name: string) => `${name} can now act in this company`,
  disconnected: (name: string) => `${name} was disconnected`,
  loadError: "An error occurred while loading external sources",
  updateError: "Unable to update",
} as const;
