import { readItems } from "../catalog/product-store";
import { AppError } from "../common/errors";
import { queueMessages, type QueueLine } from "./payment-queue.schema";

/** Every line must name a product of the company that is not deleted; bad input writes nothing. */
export async function assertQueueProducts(companyId: number, lines: QueueLine[]): Promise<void> {
  const ids = [...new Set(lines.map((line) => line.productId))];
  const found = new Set(
    (await readItems(companyId, ids)).filter((item) => !item.isDeleted).map((item) => item.productId),
  );
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0) throw new AppError("INVALID_INPUT", queueMessages.unknownProducts(missing));
}
