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

/**
 * admin.md 3 "External source". The server keeps only the key's hash: the key itself is in the answer of create
 * and rotateKey (NewSourceKey), once; afterwards only its last 4 characters are shown.
 */
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
  /** null once the key is revoked (the source then has no working key until it is rotated). */
  apiKeyLast4: string | null;
  /** The checked permissions in their order. */
  permissions: ExternalSourcePermission[];
  createDate: string;
}

/** The one answer that carries a key in clear: it is not stored, so it cannot be shown again. */
export type NewSourceKey = ExternalSourceView & { apiKey: string };

export const externalSourceMessages = {
  nameRequired: "Please input an external name",
  logoType: "You can only upload JPG/PNG/SVG file!",
  invalidApiKey: "Invalid API key",
  missingPermission: (name: string) => `This API key may not ${name.toLowerCase()}`,
  invalidUrl: (label: string) => `${label} must be a web address, e.g. https://example.com`,
  invalidEmail: "Please enter a valid email",
  notConnected: "This API key is not connected to this company",
} as const;

/** admin.md 5 "URL": optional http(s) scheme, optional www, a domain, a TLD of at least 2 letters; then a path. */
export const webUrlPattern =
  /^(https?:\/\/)?(www\.)?([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}(:\d{1,5})?([/?#]\S*)?$/i;

const optionalUrl = (label: string) =>
  z
    .string()
    .trim()
    .max(500)
    .regex(webUrlPattern, externalSourceMessages.invalidUrl(label))
    .nullable()
    .default(null);

export const ZExternalSourceFields = z.object({
  name: z.string().trim().min(1, externalSourceMessages.nameRequired).max(120),
  description: z.string().trim().max(1000).nullable().default(null),
  categoryName: z.string().trim().max(120).nullable().default(null),
  setupUrl: optionalUrl("The help URL"),
  email: z
    .string()
    .trim()
    .max(254)
    .pipe(z.email(externalSourceMessages.invalidEmail))
    .nullable()
    .default(null),
  homepage: optionalUrl("The homepage"),
  isMarketplace: z.boolean().default(false),
  logoImageUrl: z.string().max(1000).nullable().default(null),
  hexColor: z
    .string()
    .max(7, "Use a colour like #1A7F4B")
    .regex(/^#[0-9a-fA-F]{6}$/, "Use a colour like #1A7F4B")
    .nullable()
    .default(null),
});
