import { z } from "zod";

export const headsetMessages = {
  keysUpdated: (location: string) => `Successfully updated ${location}`,
  updateError: "Unable to update",
  syncStarted: "Syncing - will take a while to run",
  syncError: "Unable to sync",
  syncAgainWarning: "A sync is under way. Do not sync again: it would send the same data twice.",
  noAccess: "Headset is not enabled for this company.",
  nothingToSync: "Choose at least one thing to sync",
  noLocations: "Choose at least one location",
  noKeys: (location: string) => `${location} has no Headset keys`,
  unknownLocation: "One of the locations does not belong to this company.",
} as const;

export const headsetSyncKinds = [
  { key: "syncEmployees", kind: "employees", label: "Employees" },
  { key: "syncInventory", kind: "inventory", label: "Inventory" },
  { key: "syncCustomers", kind: "customers", label: "Customers" },
  { key: "syncPayments", kind: "payments", label: "Payments" },
  { key: "syncPurchaseOrders", kind: "purchaseOrders", label: "Purchase orders" },
] as const;
export type HeadsetKind = (typeof headsetSyncKinds)[number]["kind"];
export type HeadsetSyncOption = (typeof headsetSyncKinds)[number]["key"];

export interface HeadsetLocationKeys {
  locationId: string;
  name: string;
  /** A deleted location keeps its keys but is not offered for a sync. */
  isHidden: boolean;
  /** The keys are secrets: after saving, only their last 4 characters are shown (null: no key). */
  headsetApiKeyLast4: string | null;
  headsetDataKeyLast4: string | null;
}

export const headsetSyncStatuses = ["queued", "running", "done", "failed"] as const;
export type HeadsetSyncStatus = (typeof headsetSyncStatuses)[number];

export interface HeadsetSyncView {
  id: string;
  companyId: number;
  status: HeadsetSyncStatus;
  options: Record<HeadsetSyncOption, boolean>;
  locationIds: string[];
  /** Records sent per location and kind, once done. */
  sent: Record<string, Partial<Record<HeadsetKind, number>>>;
  error: string | null;
  requestedBy: string;
  createDate: string;
  finishDate: string | null;
}

/** A new key; null removes the saved one; absent (or empty) keeps it, so a form need not know the saved key. */
const key = z
  .string()
  .trim()
  .max(200)
  .nullable()
  .optional()
  .transform((value) => (value === "" ? undefined : value));

export const ZUpdateHeadsetKeysInput = z.object({
  companyId: z.number().int().positive(),
  locationId: z.string().min(1).max(40),
  headsetApiKey: key,
  headsetDataKey: key,
});
export type UpdateHeadsetKeysInput = z.input<typeof ZUpdateHeadsetKeysInput>;

export const ZHeadsetSyncInput = z
  .object({
    companyId: z.number().int().positive(),
    syncEmployees: z.boolean().default(false),
    syncInventory: z.boolean().default(false),
    syncCustomers: z.boolean().default(false),
    syncPayments: z.boolean().default(false),
    syncPurchaseOrders: z.boolean().default(false),
    locationIds: z.array(z.string().min(1).max(40)).min(1, headsetMessages.noLocations).max(100),
  })
  .refine((input) => headsetSyncKinds.some(({ key: option }) => input[option]), {
    message: headsetMessages.nothingToSync,
    path: ["syncEmployees"],
  });
export type HeadsetSyncInput = z.input<typeof ZHeadsetSyncInput>;
