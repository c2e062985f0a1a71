import { z } from "zod";

export const migrationMessages = {
  notEmpty:
    "You cannot migrate data into an existing company. This feature is limited to new companies only.",
  failed: "An error occurred while migrating company data",
  sameCompany: "Choose another company to copy from",
  sourceRequired: "Please input the company id to copy from",
  running: "A migration into this company is already running",
  done: (count: number) => `Company data migrated: ${count} records copied`,
} as const;

export const ZMigrateInput = z.object({
  companyId: z.number().int(),
  sourceCompanyId: z.number({ message: migrationMessages.sourceRequired }).int().positive(),
});
export type MigrateInput = z.input<typeof ZMigrateInput>;

/** The worker first counts the source's items, then copies them, stage after stage. */
export const migrationPhases = ["count", "copy"] as const;
export const migrationStages = ["taxGroups", "suppliers", "categories", "products"] as const;
export type MigrationStage = (typeof migrationStages)[number];

export type MigrationStatus = "migrating" | "done" | "failed";

export interface MigrationView {
  sourceCompanyId: number;
  status: MigrationStatus;
  done: number;
  total: number;
  error: string | null;
  startDate: string;
  endDate: string | null;
}
