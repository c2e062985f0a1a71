import { AppError } from "../common/errors";
import { loadSoldGiftCards } from "../gift-cards/gift-cards";
import { giftCardMessages } from "../gift-cards/gift-cards.schema";
import type { PosProduct } from "./pos-data.schema";
import { ExternalCharge, type ExternalChargeItem } from "./external-charge.entity";
import { paymentMessages, type SaleLine, type TransactionView, type ZTenderInput } from "./payment.schema";

type Tender = ReturnType<typeof ZTenderInput.parse>;

/**
 * The charges a checkout's tenders name, checked: each belongs to this register's open sale (its checkout key),
 * is approved, counts once and for exactly its amount; a Worldpay tender is a terminal charge and an "other"
 * tender with a charge is a gift-card redemption. Manual tenders name none.
 */
export async function chargesOfTenders(
  companyId: number,
  deviceId: string,
  checkoutKey: string,
  tenders: readonly Tender[],
): Promise<(ExternalChargeItem | null)[]> {
  const ids = tenders.flatMap((tender) => (tender.chargeId ? [tender.chargeId] : []));
  if (new Set(ids).size !== ids.length) throw new AppError("INVALID_INPUT", paymentMessages.chargeTwice);
  return Promise.all(
    tenders.map(async (tender) => {
      const kind =
        tender.paymentTypeId === "worldpay"
          ? "terminal"
          : tender.paymentTypeId === "other"
            ? "giftCard"
            : null;
      if (tender.paymentTypeId === "worldpay" && !tender.chargeId)
        throw new AppError("INVALID_INPUT", paymentMessages.chargeMissing);
      if (!tender.chargeId) return null;
      const charge = (
        await ExternalCharge.get({ companyId, chargeId: tender.chargeId }).go({ consistent: true })
      ).data;
      if (
        !charge ||
        charge.kind !== kind ||
        charge.status !== "approved" ||
        charge.deviceId !== deviceId ||
        charge.checkoutKey !== checkoutKey
      )
        throw new AppError("INVALID_INPUT", paymentMessages.chargeUnknown);
      if (charge.amount !== tender.amount)
        throw new AppError("INVALID_INPUT", paymentMessages.chargeMismatch);
      return charge;
    }),
  );
}

/** The charge's card, auth number and provider transaction on the transaction each tender became. */
export function withCharges(
  transactions: TransactionView[],
  charges: readonly (ExternalChargeItem | null)[],
): TransactionView[] {
  return transactions.map((transaction, index) => {
    const charge = index < charges.length ? charges[index] : null;
    if (!charge) return transaction;
    return {
      ...transaction,
      terminalInvoiceId: charge.transactionId ?? null,
      metadata: JSON.stringify({
        type: charge.kind,
        chargeId: charge.chargeId,
        label: charge.label,
        authNumber: charge.authNumber ?? null,
        requested: charge.requested,
      }),
    };
  });
}

/** The gift cards a sale activates or reloads: one card per line, only on gift-card products. */
export function giftCardLoads(
  lines: readonly SaleLine[],
  products: Record<string, PosProduct>,
  unitPrice: (line: SaleLine) => number,
): { lineId: string; cardNumber: string; amount: number }[] {
  return lines.flatMap((line) => {
    const product = products[line.productId]!;
    if (!product.isGiftCard) {
      if (line.giftCardNumber)
        throw new AppError("INVALID_INPUT", giftCardMessages.notGiftCard(product.name));
      return [];
    }
    if (!line.giftCardNumber)
      throw new AppError("INVALID_INPUT", giftCardMessages.numberRequired(product.name));
    if (line.quantity !== 1) throw new AppError("INVALID_INPUT", paymentMessages.giftCardLine(product.name));
    return [{ lineId: line.lineId, cardNumber: line.giftCardNumber, amount: unitPrice(line) }];
  });
}

export { loadSoldGiftCards };
