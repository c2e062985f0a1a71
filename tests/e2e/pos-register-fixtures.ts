// Helpers of the parked-sales and settings specs: a demo register with (or without) an open shift.
import { randomUUID } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import type { PaymentView } from "@pos/core/payments/payment.schema";
import { demoEmployees } from "@pos/functions/local/demo";
import { reviewShot, signInDevice, trpcMutation } from "./fixtures";
import { trpcQuery } from "./employees-fixtures";

const [alex] = demoEmployees;

/** Ends the demo register's open shift, if any, so the next spec finds it closed. */
export async function endOpenShift(request: APIRequestContext, token: string): Promise<void> {
  const current = (await trpcQuery(request, "shifts.current", undefined, token)).data as {
    shift: { id: string } | null;
  };
  if (current.shift)
    await trpcMutation(request, "shifts.end", { floatCount: null, password: alex?.passcode }, token);
}

/** A device session on the demo register with a fresh shift started (and clocked in) by Alex. */
export async function registerWithShift(
  request: APIRequestContext,
  device?: { deviceId: string; password: string },
): Promise<string> {
  const token = device
    ? (await trpcMutation<{ token: string }>(request, "auth.deviceSignIn", device)).token
    : await signInDevice(request);
  await endOpenShift(request, token);
  await trpcMutation(request, "shifts.start", { startingFloat: 30000, passcode: alex?.passcode }, token);
  return token;
}

/** The toast region's message (sonner), so that a page text with the same words is not mistaken for it. */
export const toast = (page: Page, text: string | RegExp) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text });

/** A register screen for review, only when E2E_SHOTS_DIR is set (see reviewShot). */
export async function shot(page: Page, name: string): Promise<void> {
  await reviewShot(page, name);
}

type Listed = { id: string; price: number | null; isMasterProduct: boolean; productType: string };

/**
 * One unit of the demo register's first sellable product, sold through the API and paid in full with one tender,
 * in a shift that is ended after.
 */
export async function sellOneThroughApi(
  request: APIRequestContext,
  { customerId, paymentTypeId = "cash" }: { customerId?: string; paymentTypeId?: "cash" | "debit" } = {},
): Promise<PaymentView> {
  const token = await registerWithShift(request);
  try {
    const { data } = await trpcQuery(request, "posData.listings", { since: null }, token);
    const product = (data as { products: Listed[] }).products.find(
      (item) => !item.isMasterProduct && item.price && item.productType === "product",
    );
    if (!product) throw new Error("The demo catalogue has no sellable product");
    const lines = [{ lineId: "l1", productId: product.id, quantity: 1 }];
    const quote = (await trpcQuery(request, "sales.quote", { lines, customerId }, token)).data as {
      total: number;
    };
    return await trpcMutation<PaymentView>(
      request,
      "sales.checkout",
      {
        idempotencyKey: randomUUID(),
        lines,
        customerId,
        tenders: [{ paymentTypeId, amount: quote.total }],
        expectedTotal: quote.total,
      },
      token,
    );
  } finally {
    await endOpenShift(request, token);
  }
}
