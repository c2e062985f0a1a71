import { useCallback, useMemo, useRef, useState } from "react";
import { discountsNeedingApproval, type CarriedLine } from "@pos/core/payments/discount-approval";
import type { PosProduct } from "@pos/core/payments/pos-data.schema";
import { ConfirmDialog } from "@/components/shared/confirm-dialog";
import { queueLinesOf, saleLinesOf } from "@/features/cart/cart-quote";
import type { CartLineState } from "@/features/cart/cart-state";
import { DiscountApprovalDialog } from "@/features/cart/discount-approval-dialog";
import { LimitOverrideDialog } from "@/features/cart/limit-override-dialog";
import { PriceOverrideDialog } from "@/features/cart/price-override-dialog";
import { useDevicePreferences } from "@/features/device-preferences/use-device-preferences";
import { EmployeeSelectDialog } from "@/features/employee-select/employee-select-dialog";
import { ParkedSalesButton } from "@/features/parked-sales/parked-sales-button";
import { useParkSale } from "@/features/parked-sales/use-park-sale";
import { CatalogProgress } from "@/features/pos-catalog/catalog-progress";
import { ProductBrowser } from "@/features/pos-catalog/product-browser";
import { usePosCatalog } from "@/features/pos-catalog/use-pos-catalog";
import { TenderDialog } from "@/features/tender/tender-dialog";
import { GiftCardSellDialog } from "@/features/gift-cards/gift-card-sell-dialog";
import { usePaymentFees } from "@/features/payment-fees/use-payment-fees";
import { enabledCardTenders, enabledTenders } from "@/features/tender/tender-math";
import type { CurrentDevice, RouterOutputs } from "@/lib/api-types";
import { trpc } from "@/lib/trpc";
import { CartPanel } from "./cart-panel";
import { CustomerDialog } from "./customer-dialog";
import { NoCustomerDialog } from "./no-customer-dialog";
import { NoEmployeeBanner } from "./no-employee-banner";
import { useCartQuote } from "./use-cart-quote";
import { useCheckout } from "./use-checkout";
import { markCharged } from "./charged-sales";
import { useExternalTenders } from "./external-tenders";
import { useResumeQueue } from "./use-resume-queue";
import { useSaleCart } from "./use-sale-cart";
import { useSaleKeys, type SaleKeyAction } from "./use-sale-keys";
import { useCardOptions } from "./use-card-options";

type SaleScreenProps = {
  device: CurrentDevice;
  employee: RouterOutputs["hours"]["current"];
  pricing: RouterOutputs["discounts"]["forRegister"];
};

type Step = "cart" | "noCustomer" | "discount" | "limit" | "tender";

/** Who approved what in this sale, by employee id: an offline sale records them instead of passcodes. */
const noApprovers = { limit: null, price: null, discount: null } as {
  limit: string | null;
  price: string | null;
  discount: string | null;
};

export function SaleScreen({ device, employee, pricing }: SaleScreenProps) {
  const catalog = usePosCatalog();
  const { preferences } = useDevicePreferences();
  const [cart, dispatch, checkoutKey] = useSaleCart();
  const [step, setStep] = useState<Step>("cart");
  const [customerOpen, setCustomerOpen] = useState(false);
  const [employeeOpen, setEmployeeOpen] = useState(false);
  const [clearOpen, setClearOpen] = useState(false);
  const [priceLine, setPriceLine] = useState<CartLineState | null>(null);
  const [limitApproval, setLimitApproval] = useState<{ passcode: string; grams: number } | null>(null);
  const [pricePasscode, setPricePasscode] = useState<string | null>(null);
  const [discountPasscode, setDiscountPasscode] = useState<string | null>(null);
  const [granted, setGranted] = useState<CarriedLine[] | null>(null);
  const [giftCard, setGiftCard] = useState<PosProduct | null>(null);
  const [approvers, setApprovers] = useState(noApprovers);
  const products = useRef<HTMLDivElement>(null);
  const employeeButton = useRef<HTMLButtonElement>(null);
  const clearCurrent = trpc.hours.clearCurrent.useMutation();
  const utils = trpc.useUtils();
  const { index } = catalog;
  const realtime = useMemo(
    () => ({ companyId: device.company.id, locationId: device.location.id }),
    [device.company.id, device.location.id],
  );
  const externalTenders = useExternalTenders(checkoutKey);
  usePaymentFees(cart.lines.length, (fees) => {
    for (const fee of fees) {
      const product = index.get(fee.productId);
      if (product && !cart.lines.some((line) => line.product.id === fee.productId))
        dispatch({ type: "add", product, batchId: null });
    }
  });

  const { current, quote, priced, discounts } = useCartQuote(cart, catalog, pricing, device.location.id);
  const productById = useCallback((id: string) => index.get(id), [index]);
  useResumeQueue(catalog.status === "ready", productById, dispatch, setGranted);
  const canOverridePrices = employee?.permissions.includes("CAN_OVERRIDE_PRICES") ?? false;
  const canApplyDiscounts = employee?.permissions.includes("CAN_APPLY_DISCOUNTS") ?? false;
  // The server's rule (CAN_APPLY_DISCOUNTS of the seller, or a manager's passcode), asked before the tenders.
  const givenDiscountIds = discountsNeedingApproval(
    { lines: saleLinesOf(current), orderDiscountIds: current.orderDiscountIds, grantedBy: granted },
    pricing.discounts,
  );
  const discountsToApprove = canApplyDiscounts ? [] : givenDiscountIds;
  const tenderTypes = enabledTenders(preferences, {
    loyaltyAllowed: pricing.settings.internalLoyalty,
    hasCustomer: cart.customer !== null,
  });
  const activeCardOptions = useCardOptions();
  const cardOptions = enabledCardTenders(preferences, activeCardOptions);

  const resetSale = () => {
    dispatch({ type: "clear" });
    setLimitApproval(null);
    setPricePasscode(null);
    setDiscountPasscode(null);
    setGranted(null);
    setApprovers(noApprovers);
    setStep("cart");
  };
  const parking = useParkSale(resetSale);
  const checkout = useCheckout({
    onSold: () => {
      resetSale();
      void catalog.refresh();
      if (preferences.autoLogoutAfterSale)
        clearCurrent.mutate(undefined, { onSettled: () => void utils.hours.current.invalidate() });
    },
  });

  const payDisabledReason =
    cart.lines.length === 0
      ? "The cart is empty"
      : !priced
        ? "Fix the cart before taking payment"
        : tenderTypes.length === 0 && cardOptions.length === 0
          ? "No payment type is switched on in the register's settings"
          : null;

  /** Pay: employee, customer warning, discount approval, purchase limit, then the tenders. */
  function proceed(from: Step) {
    if (!priced || payDisabledReason) return;
    if (!employee) {
      setEmployeeOpen(true);
      return;
    }
    if (from === "cart" && preferences.warnNoCustomer && !cart.customer) return setStep("noCustomer");
    if (from !== "discount" && discountsToApprove.length > 0 && discountPasscode === null)
      return setStep("discount");
    const approved = limitApproval !== null && limitApproval.grams >= priced.cannabisEquivalentGrams;
    if (from !== "limit" && priced.overLimit && !approved) return setStep("limit");
    checkout.reset();
    setStep("tender");
  }

  const onPick = useCallback(
    (product: PosProduct, batchId: string | null) =>
      product.isGiftCard ? setGiftCard(product) : dispatch({ type: "add", product, batchId }),
    [dispatch],
  );

  const selected = cart.selectedLineId;
  useSaleKeys((action: SaleKeyAction) => {
    if (action === "focusSearch")
      products.current?.querySelector<HTMLInputElement>("input[type=search]")?.focus();
    else if (action === "pay") proceed("cart");
    else if (selected && action === "remove") dispatch({ type: "remove", lineId: selected });
    else if (selected) dispatch({ type: "step", lineId: selected, delta: action === "increase" ? 1 : -1 });
  }, step === "cart");

  return (
    <div className="grid h-[calc(100vh-4rem)] grid-cols-[minmax(0,1fr)_minmax(22rem,27rem)] grid-rows-[auto_minmax(0,1fr)]">
      <div className="col-span-2">
        {!employee && <NoEmployeeBanner buttonRef={employeeButton} onSelect={() => setEmployeeOpen(true)} />}
      </div>
      <div ref={products} className="flex min-h-0 flex-col gap-2 p-3">
        <CatalogProgress
          progress={catalog.status === "error" ? null : catalog.progress}
          error={catalog.error}
          onRetry={() => void catalog.refresh()}
        />
        <ProductBrowser onPick={onPick} className="flex-1" />
      </div>
      <CartPanel
        cart={current}
        quote={quote}
        discounts={discounts}
        lotNumberOf={(batchId) => (batchId ? (index.batch(batchId)?.lotNumber ?? null) : null)}
        dispatch={dispatch}
        onAttachCustomer={() => setCustomerOpen(true)}
        onOverridePrice={setPriceLine}
        canOverridePrices={canOverridePrices}
        onClear={() => setClearOpen(true)}
        onPay={() => proceed("cart")}
        parking={<ParkedSalesButton className="h-11" />}
        onPark={() =>
          priced &&
          parking.park({ paymentLines: queueLinesOf(current, priced), customerId: cart.customer?.id ?? null })
        }
        parkPending={parking.parking}
        payDisabledReason={payDisabledReason}
      />

      <CustomerDialog
        open={customerOpen}
        onOpenChange={setCustomerOpen}
        onPick={(customer) => dispatch({ type: "setCustomer", customer })}
      />
      <EmployeeSelectDialog
        open={employeeOpen}
        onOpenChange={setEmployeeOpen}
        current={employee}
        returnFocus={employeeButton}
      />
      <PriceOverrideDialog
        line={priceLine}
        canOverride={canOverridePrices}
        onClose={() => setPriceLine(null)}
        onApply={(lineId, price, passcode, approverId) => {
          dispatch({ type: "overridePrice", lineId, price });
          if (passcode) setPricePasscode(passcode);
          if (approverId) setApprovers((current) => ({ ...current, price: approverId }));
        }}
      />
      <ConfirmDialog
        open={clearOpen}
        onOpenChange={setClearOpen}
        title="Clear the cart?"
        description="Every line, the customer and the discounts of this sale are removed."
        confirmLabel="Clear cart"
        pending={false}
        onConfirm={() => {
          resetSale();
          setClearOpen(false);
        }}
      />
      <GiftCardSellDialog
        product={giftCard}
        onClose={() => setGiftCard(null)}
        onAdd={(product, cardNumber, amount) =>
          dispatch({ type: "addGiftCard", product, cardNumber, amount })
        }
      />
      <NoCustomerDialog
        open={step === "noCustomer"}
        onAddCustomer={() => {
          setStep("cart");
          setCustomerOpen(true);
        }}
        onContinue={() => proceed("noCustomer")}
        onCancel={() => setStep("cart")}
      />
      <DiscountApprovalDialog
        open={step === "discount"}
        onOpenChange={(open) => !open && setStep("cart")}
        discountNames={discountsToApprove.map(
          (id) => pricing.discounts.find((discount) => discount.id === id)?.name ?? id,
        )}
        onApproved={(approved) => {
          setDiscountPasscode(approved.passcode);
          setApprovers((current) => ({ ...current, discount: approved.approver.id }));
          proceed("discount");
        }}
      />
      <LimitOverrideDialog
        open={step === "limit"}
        onOpenChange={(open) => !open && setStep("cart")}
        grams={priced?.cannabisEquivalentGrams ?? 0}
        onApproved={(approved) => {
          setLimitApproval({ passcode: approved.passcode, grams: priced?.cannabisEquivalentGrams ?? 0 });
          setApprovers((current) => ({ ...current, limit: approved.approver.id }));
          checkout.reset();
          setStep("tender");
        }}
      />
      {priced && (
        <TenderDialog
          open={step === "tender"}
          onOpenChange={(open) => !open && setStep("cart")}
          total={priced.total}
          pennyRounding={pricing.pennyRounding}
          tenderTypes={tenderTypes}
          cardOptions={cardOptions}
          realtime={realtime}
          loyalty={
            cart.customer
              ? {
                  pointsBalance: cart.customer.loyaltyPoints,
                  loyaltyDiscountPoints: priced.loyaltyDiscountPoints,
                }
              : null
          }
          pending={checkout.pending}
          error={checkout.error}
          externalTenders={externalTenders}
          checkoutKey={checkoutKey}
          onCardStarted={() => markCharged(checkoutKey)}
          onComplete={(tenders) =>
            void checkout.submit({
              cart: current,
              checkoutKey,
              tenders,
              expectedTotal: priced.total,
              limitOverridePasscode: priced.overLimit ? (limitApproval?.passcode ?? null) : null,
              priceOverridePasscode: pricePasscode,
              discountPasscode: discountsToApprove.length > 0 ? discountPasscode : null,
              quote: priced,
              pennyRounding: pricing.pennyRounding,
              approvals: {
                limit: priced.overLimit ? approvers.limit : null,
                price: approvers.price,
                discount: discountsToApprove.length > 0 ? approvers.discount : null,
              },
            })
          }
        />
      )}
    </div>
  );
}
