// Helpers of the product form's browser tests: the catalogue references made through the API, products read
// back through the API, a small PNG made on the spot, and screenshots at the sizes reviewed.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { crc32, deflateSync } from "node:zlib";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { trpcMutation } from "./fixtures";
import { trpcQuery } from "./employees-fixtures";

export type SavedProduct = {
  id: string;
  name: string;
  price: number | null;
  purchasePrice: number | null;
  isMasterProduct: boolean;
  trackInventory: boolean;
  isBatchTracked: boolean;
  images: string[];
  locationOverrides: {
    locationId: string;
    retailPrice: number | null;
    wholesaleCost: number | null;
    isActive: boolean | null;
    barcode: string | null;
  }[];
  childProducts: {
    id: string;
    name: string;
    price: number | null;
    trackInventory: boolean;
    images: string[];
    locationOverrides: SavedProduct["locationOverrides"];
  }[];
};

export const productPaths = (companyId: number) => {
  const list = `/company/${companyId}/dashboard/productListing`;
  return { list, add: `${list}/addProduct`, edit: (id: string) => `${list}/editProduct/${id}` };
};

export async function readProduct(
  request: APIRequestContext,
  token: string,
  companyId: number,
  productId: string,
): Promise<SavedProduct> {
  const { status, data } = await trpcQuery(request, "catalog.products.get", { companyId, productId }, token);
  expect(status).toBe(200);
  return data as SavedProduct;
}

/** A category, a supplier and a tax group of the demo company, named for this run. */
export async function createReferences(
  request: APIRequestContext,
  token: string,
  companyId: number,
  tag: string,
) {
  const category = await trpcMutation<{ id: string; name: string }>(
    request,
    "catalog.categories.create",
    { companyId, name: `Flower ${tag}`, parentCategoryId: null, complianceCategoryId: "dried" },
    token,
  );
  const supplier = await trpcMutation<{ id: string; name: string }>(
    request,
    "catalog.suppliers.create",
    {
      companyId,
      name: `Tweed ${tag}`,
      contactName: null,
      email: null,
      phone: null,
      address: null,
      licenceNumber: null,
      notes: null,
    },
    token,
  );
  const taxGroup = await trpcMutation<{ id: string; name: string }>(
    request,
    "catalog.taxGroups.create",
    { companyId, name: `GST ${tag}`, taxes: [{ name: "GST", rate: 5 }] },
    token,
  );
  return { category, supplier, taxGroup };
}

const editProductUrl = /\/editProduct\/([^/?#]+)/;

/** The id in the editProduct URL the form goes to once it has saved (the toast may come first). */
export async function productIdOf(page: Page): Promise<string> {
  await expect(page).toHaveURL(editProductUrl);
  return decodeURIComponent(editProductUrl.exec(page.url())?.[1] ?? "");
}

/** A solid-colour PNG of the given size, built byte by byte. */
export function pngOf(width: number, height: number, rgb: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(pixels)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** Full-page screenshots at 1280x800 and 1024x768 for review, only when E2E_SHOTS_DIR is set (as reviewShot). */
export async function shotsAtBothSizes(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  for (const [width, height] of [
    [1280, 800],
    [1024, 768],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: path.join(dir, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}
