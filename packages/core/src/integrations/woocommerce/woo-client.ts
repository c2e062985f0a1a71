import { providerFetch, type ProviderCall } from "../provider-call";
import {
  wooApiPath,
  type WooCategory,
  type WooOrder,
  type WooProduct,
  type WooProductInput,
} from "./woo-wire";

export interface WooCredentials {
  storeUrl: string;
  consumerKey: string;
  consumerSecret: string;
}

/** What the product needs of a WooCommerce store (docs/integrations.md); WooRestClient is the real one. */
export interface WooStore {
  status(): Promise<ProviderCall<unknown>>;
  categories(): Promise<ProviderCall<WooCategory[]>>;
  createProduct(product: WooProductInput): Promise<ProviderCall<WooProduct>>;
  updateProduct(id: number, product: WooProductInput): Promise<ProviderCall<WooProduct>>;
  /** Orders changed at or after the time (UTC, ISO 8601 without zone), oldest first. */
  orders(modifiedAfter: string, page: number): Promise<ProviderCall<WooOrder[]>>;
}

export const wooPageSize = 100;

/** The store's REST API with the consumer key and secret as HTTP Basic credentials (over HTTPS). */
export class WooRestClient implements WooStore {
  private readonly base: string;
  private readonly authorization: string;

  constructor(credentials: WooCredentials) {
    this.base = `${credentials.storeUrl.replace(/\/$/, "")}${wooApiPath}`;
    this.authorization = `Basic ${Buffer.from(`${credentials.consumerKey}:${credentials.consumerSecret}`).toString("base64")}`;
  }

  private call<T>(method: string, path: string, body?: unknown): Promise<ProviderCall<T>> {
    return providerFetch<T>("WooCommerce", `${this.base}${path}`, {
      method,
      headers: {
        authorization: this.authorization,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }

  status() {
    return this.call<unknown>("GET", "/system_status");
  }

  categories() {
    return this.call<WooCategory[]>("GET", `/products/categories?per_page=${wooPageSize}`);
  }

  createProduct(product: WooProductInput) {
    return this.call<WooProduct>("POST", "/products", product);
  }

  updateProduct(id: number, product: WooProductInput) {
    return this.call<WooProduct>("PUT", `/products/${id}`, product);
  }

  orders(modifiedAfter: string, page: number) {
    const query = new URLSearchParams({
      modified_after: modifiedAfter,
      dates_are_gmt: "true",
      orderby: "modified",
      order: "asc",
      per_page: String(wooPageSize),
      page: String(page),
    });
    return this.call<WooOrder[]>("GET", `/orders?${query.toString()}`);
  }
}
