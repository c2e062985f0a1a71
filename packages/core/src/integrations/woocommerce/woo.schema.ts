import { z } from "zod";
import { ZId } from "../../common/bounded.schema";
import { ZCompanyId } from "../../company/company.schema";
import type { IntegrationHealth } from "../integration-health.schema";

export const wooMessages = {
  storeUrl: "Enter the store's address, e.g. https://shop.example.com",
  storeUrlHttps: "The store's address must start with https:// and name a public host",
  consumerKey: "A consumer key starts with ck_",
  consumerSecret: "A consumer secret starts with cs_",
  refused: "WooCommerce refused these keys: check the consumer key and secret (Read/Write)",
  notConnected: "Connect a WooCommerce store first",
  unknownCategory: "Choose a category of this company",
  unknownStoreCategory: "Choose a category of the store",
  unknownProducts: "Choose products of this company",
  noPrice: "The product has no price",
  connected: "WooCommerce store connected",
  disconnected: "WooCommerce store disconnected",
} as const;

export const ZWooConnectInput = z.object({
  companyId: ZCompanyId,
  storeUrl: z.string().trim().min(1, wooMessages.storeUrl).max(300).url(wooMessages.storeUrl),
  consumerKey: z
    .string()
    .trim()
    .max(100)
    .regex(/^ck_[A-Za-z0-9_]{4,}$/, wooMessages.consumerKey),
  consumerSecret: z
    .string()
    .trim()
    .max(100)
    .regex(/^cs_[A-Za-z0-9_]{4,}$/, wooMessages.consumerSecret),
  /** The location whose stock is sent and which fills online orders. */
  locationId: ZId,
});
export type WooConnectInput = z.input<typeof ZWooConnectInput>;

export const ZWooCompanyInput = z.object({ companyId: ZCompanyId });

export const ZWooCategoryMapInput = z.object({
  companyId: ZCompanyId,
  categoryId: ZId,
  /** null: not mapped (the product goes to the store without a category). */
  wooCategoryId: z.number().int().positive().max(1e12).nullable(),
});
export type WooCategoryMapInput = z.input<typeof ZWooCategoryMapInput>;

export const ZWooSelectInput = z.object({
  companyId: ZCompanyId,
  productIds: z.array(ZId).min(1).max(100),
  selected: z.boolean(),
});
export type WooSelectInput = z.input<typeof ZWooSelectInput>;

export const ZWooPushInput = z.object({
  companyId: ZCompanyId,
  /** null: every product chosen for the store. */
  productIds: z.array(ZId).min(1).max(100).nullable().default(null),
});
export type WooPushInput = z.input<typeof ZWooPushInput>;

export interface WooSettingsView {
  connection: {
    storeUrl: string;
    keyLast4: string;
    locationId: string;
    health: IntegrationHealth;
  } | null;
  /** Locally: the simulator's stores are below this address (a store URL is `${simulatorUrl}/{name}`). */
  simulatorUrl: string | null;
}

export interface WooTestResult {
  ok: boolean;
  message: string;
}

export interface WooCategoryRow {
  categoryId: string;
  name: string;
  wooCategoryId: number | null;
  wooCategoryName: string | null;
}

export interface WooCategoriesView {
  categories: WooCategoryRow[];
  storeCategories: { id: number; name: string }[];
  /** Why the store's categories could not be read (the mapping still shows). */
  storeError: string | null;
}

export const wooProductStatuses = ["pending", "synced", "error"] as const;
export type WooProductStatus = (typeof wooProductStatuses)[number];

export interface WooProductRow {
  productId: string;
  name: string;
  sku: string | null;
  price: number | null;
  categoryName: string | null;
  selected: boolean;
  status: WooProductStatus | null;
  wooProductId: number | null;
  lastPushedAt: string | null;
  pushedStock: number | null;
  error: string | null;
}

export interface WooProductsView {
  products: WooProductRow[];
  lastSyncAt: string | null;
}

export interface WooPushResult {
  pushed: number;
  failed: number;
  /** The first problem, or the rate limit that stopped the push. */
  message: string | null;
}

export interface WooPullResult {
  imported: number;
  skipped: number;
  message: string | null;
}
