import { z } from "zod";
import { ZId, zDateTime, zText } from "../common/bounded.schema";

/** admin.md 9: the attempt types of the OCS submission attempts log. */
export const ocsAttemptTypes = ["submission event attempt", "submission position attempt"] as const;
export type OcsAttemptType = (typeof ocsAttemptTypes)[number];

/** How one submission call ended. */
export const ocsAttemptStatuses = [
  "accepted",
  "partially accepted",
  "rejected",
  "rate limited",
  "failed",
] as const;
export type OcsAttemptStatus = (typeof ocsAttemptStatuses)[number];

/** admin.md 9: 5 a page, 50 a fetch. */
export const ocsAttemptPageSize = 5;
export const ocsAttemptFetchLimit = 50;

const ZCompanyId = z.number().int().positive();

/** admin.md 7: tenantId (the company), hashKey, type, rangeEnd, limit 50, exclusiveStartKeySk. */
export const ZOcsAttemptsInput = z.object({
  companyId: ZCompanyId,
  hashKey: zText(100).min(1),
  type: z.enum(ocsAttemptTypes),
  /** Only attempts made at or before this moment. */
  rangeEnd: zDateTime().nullable().default(null),
  limit: z.number().int().min(1).max(ocsAttemptFetchLimit).default(ocsAttemptFetchLimit),
  exclusiveStartKeySk: zText(300).nullable().default(null),
});
export type OcsAttemptsInput = z.input<typeof ZOcsAttemptsInput>;

export interface OcsAttemptView {
  id: string;
  type: OcsAttemptType;
  status: OcsAttemptStatus;
  /** OCS's answer as text, or the referenceId it gave an accepted submission. */
  ocsResponse: string;
  /** The newest event (or the end of the position's day) the attempt covered. */
  rangeEnd: string;
  eventCount: number;
  createDate: string;
}

export interface OcsAttemptPage {
  items: OcsAttemptView[];
  /** Pass back to read on; null on the last page. */
  exclusiveStartKeySk: string | null;
}

export const ocsMessages = {
  notOntario:
    "OCS reporting is for stores in Ontario: set the store's province to Ontario in settings/locations first",
  noCrsa: "Set the store's CRSA store id in settings/locations first",
  hashKeyTaken: "This hash key is already set for another store",
  notRejected: "This event is not waiting to be fixed",
  notOntarioCompany: "The OCS compliance report is for Ontario companies",
  fetchAttempts: "An error occurred while fetching OCS submission attempts",
} as const;

export const ZSetOcsStoreInput = z.object({
  companyId: ZCompanyId,
  locationId: ZId,
  /** null removes the store from OCS reporting (its recorded events and attempts are kept). */
  hashKey: z
    .string()
    .trim()
    .min(1, "Please enter the hash key")
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/, "A hash key has letters, digits, - and _ only")
    .nullable(),
});
export type SetOcsStoreInput = z.input<typeof ZSetOcsStoreInput>;

export const ZSetOcsCredentialsInput = z.object({
  companyId: ZCompanyId,
  clientId: z.string().trim().min(1, "Please enter the client id").max(200),
  clientSecret: z.string().trim().min(1, "Please enter the client secret").max(500),
});
export type SetOcsCredentialsInput = z.input<typeof ZSetOcsCredentialsInput>;

export interface OcsStoreSetup {
  locationId: string;
  name: string;
  province: string | null;
  crsaStoreId: string | null;
  hashKey: string | null;
  /** Flag on, Ontario, CRSA id and hash key: its stock changes are reported. */
  complianceOn: boolean;
}

/** Never carries the secrets: only whether they are set. */
export interface OcsSetupView {
  companyId: number;
  companyName: string;
  province: string;
  flagOn: boolean;
  credentialsSet: boolean;
  credentialsUpdatedAt: string | null;
  stores: OcsStoreSetup[];
}

/** One rejected event, waiting for its product to be fixed. */
export const ZOcsEventRef = z.object({
  companyId: ZCompanyId,
  locationId: ZId,
  eventId: ZId,
  createDate: zDateTime(),
});
export type OcsEventRef = z.input<typeof ZOcsEventRef>;

export interface OcsRejectedEvent {
  eventId: string;
  locationId: string;
  locationName: string;
  productId: string;
  productName: string;
  sku: string | null;
  gtin: string | null;
  eventType: string;
  quantity: number;
  createDate: string;
  reason: string;
}

export interface OcsStoreStatus {
  locationId: string;
  name: string;
  crsaStoreId: string;
  hashKey: string;
  pending: number;
  rejected: number;
  lastAttempt: { status: OcsAttemptStatus; createDate: string; ocsResponse: string } | null;
  lastPositionDate: string | null;
}

export interface OcsSubmissionsView {
  stores: OcsStoreStatus[];
  rejected: OcsRejectedEvent[];
}
