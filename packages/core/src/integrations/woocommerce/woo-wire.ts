/** The parts of the WooCommerce REST API (wc/v3) the product uses; paths are below `{storeUrl}/wp-json/wc/v3`. */
export interface WooCategory {
  id: number;
  name: string;
  slug: string;
  parent: number;
}

export interface WooProductInput {
  name: string;
  sku: string;
  /** Dollars as text, e.g. "12.99". */
  regular_price: string;
  status: "publish" | "draft";
  manage_stock: boolean;
  stock_quantity: number | null;
  categories: { id: number }[];
}

export type WooProduct = WooProductInput & { id: number };

export interface WooOrderLine {
  id: number;
  product_id: number;
  sku: string;
  name: string;
  quantity: number;
  /** Unit price, dollars as text. */
  price: string;
  total: string;
}

export interface WooOrder {
  id: number;
  number: string;
  status: string;
  date_created_gmt: string;
  date_modified_gmt: string;
  date_paid_gmt: string | null;
  total: string;
  billing: { first_name: string; last_name: string };
  shipping_lines: { method_id: string; total: string }[];
  line_items: WooOrderLine[];
}

export const wooApiPath = "/wp-json/wc/v3";
