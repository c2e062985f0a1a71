import { AppError } from "../common/errors";
import type { PaymentLineView, TenderInput, TransactionView } from "../payments/payment.schema";
import type { CardSaleItem } from "./card-payments.entity";
import { cardPaymentMessages, isCardProvider } from "./card-payments.schema";
import { isApproved, readCardSale } from "./card-sales";

/** What a transaction paid by the provider keeps (pos-and-accounts.md 3 "metadata"); refunds read it by type. */
export interface CardPaymentMetadata {
  type: "payment";
  provider: string;
  providerPaymentId: string;
  idempotencyKey: string;
  cardType: string | null;
  referenceId: string | null;
  tipAmount: number;
}

/**
 * The approved card payments a checkout's card tenders name: each of this register, approved, taken by no sale,
 * and tendered for exactly what the card paid (a partial approval pays its charged amount, the rest stays due).
 */
export async function cardTenderSales(
  companyId: number,
  deviceId: string,
  tenders: readonly TenderInput[],
): Promise<CardSaleItem[]> {
  const card = tenders.filter((tender) => isCardProvider(tender.paymentTypeId));
  return Promise.all(
    card.map(async (tender) => {
      if (!tender.cardSaleKey) throw new AppError("INVALID_INPUT", cardPaymentMessages.needsCardSale);
      const sale = await readCardSale(companyId, tender.cardSaleKey);
      if (!sale || sale.deviceId !== deviceId || sale.provider !== tender.paymentTypeId)
        throw new AppError("INVALID_INPUT", cardPaymentMessages.notFound);
      if (!isApproved(sale.status)) throw new AppError("INVALID_INPUT", cardPaymentMessages.notApproved);
      if (sale.usedByPaymentId) throw new AppError("CONFLICT", cardPaymentMessages.alreadyUsed);
      if (sale.voidingSince) throw new AppError("CONFLICT", cardPaymentMessages.beingVoided);
      if (sale.chargedAmount !== tender.amount)
        throw new AppError("INVALID_INPUT", cardPaymentMessages.amountMismatch);
      return sale;
    }),
  );
}

/** Card transactions carry the provider's payment, card type and reference (the payment types report splits by card type). */
export function withCardDetails(
  transactions: TransactionView[],
  tenders: readonly TenderInput[],
  sales: readonly CardSaleItem[],
): TransactionView[] {
  return transactions.map((transaction, index) => {
    const key = tenders[index]?.cardSaleKey;
    const sale = key ? sales.find((entry) => entry.idempotencyKey === key) : undefined;
    if (!sale) return transaction;
    const metadata: CardPaymentMetadata = {
      type: "payment",
      provider: sale.provider,
      providerPaymentId: sale.providerPaymentId ?? "",
      idempotencyKey: sale.idempotencyKey,
      cardType: sale.cardType ?? null,
      referenceId: sale.referenceId ?? null,
      tipAmount: sale.tipAmount,
    };
    return { ...transaction, metadata: JSON.stringify(metadata), terminalInvoiceId: sale.referenceId ?? null };
  });
}

/** A tip the card added: a tip payment line that raises the sale's total (lines named tip are merged into one). */
export function tipLine(amount: number): PaymentLineView | null {
  if (amount <= 0) return null;
  return {
    lineId: "tip",
    type: "product",
    productType: "tip",
    productId: "tip",
    productName: "Tip",
    sku: null,
    barcode: null,
    shortDescription: null,
    batchId: null,
    lotNumber: null,
    units: 1,
    unit: "unit",
    price: amount,
    originalPrice: null,
    linePrice: amount,
    discountPrice: 0,
    cartDiscountPrice: 0,
    discounts: [],
    discountId: null,
    discountMessage: null,
    depositFee: 0,
    taxes: [],
    total: amount,
    inventorySubtracted: 0,
    stockProductId: null,
    cost: 0,
    cannabisEquivalentGrams: 0,
    refundedUnits: 0,
  };
}
