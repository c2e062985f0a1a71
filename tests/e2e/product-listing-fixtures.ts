// Helpers of the product listing browser test: a supplier, a category and products made through the API as the
// demo owner, all named with one run tag so the test finds exactly its own products in the shared demo data.
import { randomInt } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { newChildProduct, newProductDraft } from "@pos/core/catalog/product-draft";
import type { ProductDraft } from "@pos/core/catalog/product.schema";
import { trpcMutation } from "./fixtures";

export type Owner = { token: string; companyId: number };
type Saved = { id: string; name: string };

/** Letters only, so that searching for the tag never matches a SKU or barcode made of digits. */
export const runTag = (): string =>
  Array.from({ length: 6 }, () => String.fromCharCode(97 + randomInt(26))).join("");

export function createSupplier(request: APIRequestContext, owner: Owner, name: string): Promise<Saved> {
  return trpcMutation<Saved>(
    request,
    "catalog.suppliers.create",
    {
      companyId: owner.companyId,
      name,
      contactName: null,
      email: null,
      phone: null,
      address: null,
      licenceNumber: null,
      notes: null,
    },
    owner.token,
  );
}

export function createCategory(
  request: APIRequestContext,
  owner: Owner,
  name: string,
  parentCategoryId: string | null = null,
): Promise<Saved> {
  return trpcMutation<Saved>(
    request,
    "catalog.categories.create",
    { companyId: owner.companyId, name, parentCategoryId, complianceCategoryId: null },
    owner.token,
  );
}

export function createProduct(
  request: APIRequestContext,
  owner: Owner,
  fields: Partial<ProductDraft>,
): Promise<Saved> {
  return trpcMutation<Saved>(
    request,
    "catalog.products.create",
    { companyId: owner.companyId, product: newProductDraft(fields) },
    owner.token,
  );
}

/** A 2x2 green PNG. */
const tinyPng = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGPQqzUCIgYIBQAYKgN1RttJhQAAAABJRU5ErkJggg==",
  "base64",
);

/** An image uploaded as the product form uploads it; answers its file key. */
export async function uploadImage(request: APIRequestContext, owner: Owner): Promise<string> {
  const { key, url, fields } = await trpcMutation<{
    key: string;
    url: string;
    fields: Record<string, string>;
  }>(
    request,
    "company.presignUpload",
    { companyId: owner.companyId, use: "productImage", fileName: "thumb.png", contentType: "image/png" },
    owner.token,
  );
  const posted = await request.post(url, {
    multipart: { ...fields, file: { name: "thumb.png", mimeType: "image/png", buffer: tinyPng } },
  });
  if (!posted.ok()) throw new Error(`The upload answered ${posted.status()}`);
  return key;
}

/** A master with one child per size, each with its own SKU and price. */
export function createMaster(
  request: APIRequestContext,
  owner: Owner,
  fields: Partial<ProductDraft>,
  sizes: { name: string; sku: string; price: number }[],
): Promise<Saved> {
  const master = newProductDraft({ ...fields, isMasterProduct: true });
  const childProducts = sizes.map((size) => ({ ...newChildProduct(master), ...size }));
  return trpcMutation<Saved>(
    request,
    "catalog.products.create",
    { companyId: owner.companyId, product: { ...master, childProducts } },
    owner.token,
  );
}
