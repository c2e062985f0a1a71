import { z } from "zod";

/**
 * What an external source (an integrator: online store, marketplace, loyalty app) may do through the API.
 * admin.md 6: an admin checks them and orders them by drag and drop.
 */
export const externalSourcePermissions = [
  { id: "READ_PRODUCTS", name: "Read products and prices" },
  { id: "READ_INVENTORY", name: "Read inventory" },
  { id: "CREATE_ONLINE_ORDERS", name: "Create online orders" },
  { id: "READ_ORDERS", name: "Read orders and sales" },
  { id: "READ_CUSTOMERS", name: "Read customers" },
  { id: "RECEIVE_WEBHOOKS", name: "Receive webhooks" },
] as const;
export type ExternalSourcePermissionId = (typeof externalSourcePermissions)[number]["id"];

export interface ExternalSourcePermission {
  id: ExternalSourcePermissionId;
  name: string;
  indexOrder: number;
}

/** admin.md 3 "External source". The API key is shown to admins to copy; the server keeps its hash for lookups. */
export interface ExternalSourceView {
  id: string;
  name: string;
  description: string | null;
  categoryName: string | null;
  setupUrl: string | null;
  email: string | null;
  homepage: string | null;
  /** Shown as Enabled. */
  isMarketplace: boolean;
  logoImageUrl: string | null;
  hexColor: string | null;
  apiKey: string;
  /** The checked permissions in their order. */
  permissions: ExternalSourcePermission[];
  createDate: string;
}

export const externalSourceMessages = {
  nameRequired: "Please input an external name",
  logoType: "You can only upload JPG/PNG/SVG file!",
  invalidApiKey: "Invalid API key",
  missingPermission: (name: string) => `This API key may not ${name.toLowerCase()}`,
} as const;

export const ZExternalSourceFields = z.object({
  name: z.string().trim().min(1, externalSourceMessages.nameRequired).max(120),
  description: z.string().trim().max(1000).nullable().default(null),
  categoryName: z.string().trim().max(120).nullable().default(null),
  setupUrl: z.string().trim().max(500).nullable().default(null),
  email: z.string().trim().max(254).nullable().default(null),
  homepage: z.string().trim().max(500).nullable().default(null),
  isMarketplace: z.boolean().default(false),
  logoImageUrl: z.string().max(1000).nullable().default(null),
  hexColor: z
    .string()
    .max(7, "Use a colour like #1A7F4B")
    .regex(/^#[0-9a-fA-F]{6}$/, "Use a colour like #1A7F4B")
    .nullable()
    .default(null),
});
