import type { ServerResponse } from "node:http";
import type {
  WooCategory,
  WooOrder,
  WooOrderLine,
  WooProduct,
  WooProductInput,
} from "@pos/core/integrations/woocommerce/woo-wire";
import { sendJson, type ProviderModule, type SimRequest } from "./module";
import { holdAnswer, type SimFault } from "./sim-faults";

interface SimStore {
  categories: WooCategory[];
  products: Map<number, WooProduct>;
  orders: WooOrder[];
  nextId: number;
}

/** A test order as `POST /__sim/{store}/orders` takes it (docs/integrations.md). */
export interface SimOrderInput {
  lines: { productId: number; quantity: number }[];
  customerName?: string;
  paid?: boolean;
  delivery?: boolean;
}

const seedCategories = ["Flower", "Pre-rolls", "Edibles", "Vapes", "Beverages", "Accessories"];
const apiPrefix = "/wp-json/wc/v3";

const newStore = (): SimStore => ({
  categories: seedCategories.map((name, index) => ({
    id: 10 + index,
    name,
    slug: name.toLowerCase().replace(/[^a-z]+/g, "-"),
    parent: 0,
  })),
  products: new Map(),
  orders: [],
  nextId: 100,
});

const credentialsOf = (request: SimRequest): { key: string; secret: string } => {
  const header = request.headers.authorization ?? "";
  if (!header.startsWith("Basic ")) return { key: "", secret: "" };
  const [key = "", secret = ""] = Buffer.from(header.slice(6), "base64").toString("utf8").split(":");
  return { key, secret };
};

const authError = (response: ServerResponse) =>
  sendJson(response, 401, {
    code: "woocommerce_rest_authentication_error",
    message: "Consumer key or secret is invalid.",
    data: { status: 401 },
  });

const money = (cents: number) => (cents / 100).toFixed(2);

/**
 * A WooCommerce store's REST API (wc/v3), simulated. Each store lives under its own path
 * (`/woocommerce/{store}`, any name opens a fresh store with six categories). Keys: a consumer key starting
 * "ck_" and a secret starting "cs_"; a secret starting "cs_invalid" is refused (401), "cs_timeout" never answers
 * in time, "cs_ratelimit" gets 429 with Retry-After 30. Faults can also be queued (`POST /__sim/faults`).
 */
export class WooCommerceSimulator implements ProviderModule {
  readonly prefix = "/woocommerce";
  readonly stores = new Map<string, SimStore>();
  private readonly faults: SimFault[] = [];
  private readonly timers = new Set<NodeJS.Timeout>();

  inject(...faults: SimFault[]): void {
    this.faults.push(...faults);
  }

  reset(): void {
    this.stores.clear();
    this.faults.length = 0;
  }

  stop(): void {
    for (const timer of this.timers) clearTimeout(timer);
  }

  store(name: string): SimStore {
    const existing = this.stores.get(name);
    if (existing) return existing;
    const created = newStore();
    this.stores.set(name, created);
    return created;
  }

  /** An order placed in the store by a shopper (tests and the demo). */
  placeOrder(storeName: string, input: SimOrderInput): WooOrder {
    const store = this.store(storeName);
    const lines: WooOrderLine[] = input.lines.map((line, index) => {
      const product = store.products.get(line.productId);
      if (!product) throw new Error(`No product ${line.productId} in store ${storeName}`);
      const price = Math.round(Number(product.regular_price) * 100);
      return {
        id: index + 1,
        product_id: product.id,
        sku: product.sku,
        name: product.name,
        quantity: line.quantity,
        price: money(price),
        total: money(price * line.quantity),
      };
    });
    const total = lines.reduce((sum, line) => sum + Math.round(Number(line.total) * 100), 0);
    const at = new Date().toISOString().slice(0, 19);
    const order: WooOrder = {
      id: store.nextId++,
      number: "",
      status: "processing",
      date_created_gmt: at,
      date_modified_gmt: at,
      date_paid_gmt: input.paid === false ? null : at,
      total: money(total),
      billing: { first_name: input.customerName ?? "Online", last_name: "Shopper" },
      shipping_lines: input.delivery ? [{ method_id: "flat_rate", total: "0.00" }] : [],
      line_items: lines,
    };
    order.number = String(order.id);
    store.orders.push(order);
    return order;
  }

  handle(request: SimRequest, response: ServerResponse): void {
    if (request.path.startsWith("/__sim/")) return this.control(request, response);
    const match = /^\/([A-Za-z0-9_-]{1,64})(\/wp-json\/wc\/v3\/.*)$/.exec(request.path);
    if (!match) return sendJson(response, 404, { code: "rest_no_route", message: "No route" });
    const [, storeName = "", route = ""] = match;
    const { key, secret } = credentialsOf(request);
    if (!key.startsWith("ck_") || !secret.startsWith("cs_") || secret.startsWith("cs_invalid"))
      return authError(response);
    const fault: SimFault | undefined = secret.startsWith("cs_timeout")
      ? { mode: "timeout" }
      : secret.startsWith("cs_ratelimit")
        ? { mode: "rate-limit", retryAfterSeconds: 30 }
        : this.faults.shift();
    if (fault?.mode === "rate-limit")
      return sendJson(
        response,
        429,
        { code: "too_many_requests", message: "Too many requests" },
        { "retry-after": String(fault.retryAfterSeconds ?? 30) },
      );
    if (fault?.mode === "server-error")
      return sendJson(response, 503, { code: "unavailable", message: "Service unavailable" });
    const answer = this.route(this.store(storeName), request, route.slice(apiPrefix.length));
    if (fault?.mode === "timeout") return holdAnswer(this.timers, response, fault.delayMs, answer);
    sendJson(response, answer.status, answer.body);
  }

  private route(store: SimStore, request: SimRequest, route: string): { status: number; body: unknown } {
    const { method } = request;
    if (method === "GET" && route === "/system_status")
      return { status: 200, body: { environment: { version: "9.4.0", site_url: "simulated" } } };
    if (method === "GET" && route === "/products/categories") return { status: 200, body: store.categories };
    if (method === "GET" && route === "/products") return { status: 200, body: [...store.products.values()] };
    if (method === "POST" && route === "/products")
      return this.saveProduct(store, null, request.body as WooProductInput);
    const product = /^\/products\/(\d+)$/.exec(route);
    if (method === "PUT" && product)
      return this.saveProduct(store, Number(product[1]), request.body as WooProductInput);
    if (method === "GET" && route === "/orders") {
      const after = request.query?.get("modified_after") ?? "";
      const firstPage = (request.query?.get("page") ?? "1") === "1";
      return {
        status: 200,
        body: firstPage ? store.orders.filter((order) => order.date_modified_gmt >= after.slice(0, 19)) : [],
      };
    }
    return { status: 404, body: { code: "rest_no_route", message: "No route was found" } };
  }

  private saveProduct(store: SimStore, id: number | null, input: WooProductInput) {
    if (!input?.name || typeof input.regular_price !== "string")
      return {
        status: 400,
        body: { code: "rest_invalid_param", message: "name and regular_price are required" },
      };
    if (id !== null && !store.products.has(id))
      return { status: 404, body: { code: "woocommerce_rest_product_invalid_id", message: "Invalid ID." } };
    const unknown = (input.categories ?? []).find(
      (category) => !store.categories.some((known) => known.id === category.id),
    );
    if (unknown)
      return { status: 400, body: { code: "rest_invalid_param", message: `Unknown category ${unknown.id}` } };
    const saved: WooProduct = { ...input, id: id ?? store.nextId++, categories: input.categories ?? [] };
    store.products.set(saved.id, saved);
    return { status: id === null ? 201 : 200, body: saved };
  }

  private control(request: SimRequest, response: ServerResponse): void {
    if (request.method === "POST" && request.path === "/__sim/faults") {
      this.inject(...((Array.isArray(request.body) ? request.body : [request.body]) as SimFault[]));
      return sendJson(response, 200, { queued: this.faults.length });
    }
    if (request.method === "POST" && request.path === "/__sim/reset") {
      this.reset();
      return sendJson(response, 200, { ok: true });
    }
    const match = /^\/__sim\/([A-Za-z0-9_-]{1,64})\/(orders|products)$/.exec(request.path);
    if (match && request.method === "POST" && match[2] === "orders") {
      try {
        return sendJson(response, 201, this.placeOrder(match[1]!, request.body as SimOrderInput));
      } catch (error) {
        return sendJson(response, 400, { message: String(error) });
      }
    }
    if (match && request.method === "GET" && match[2] === "products")
      return sendJson(response, 200, [...this.store(match[1]!).products.values()]);
    sendJson(response, 404, { error: "not_found" });
  }
}
