/** Imports core: load only after the environment is set (see runtime.ts). */
import type { PaymentOptionInput } from "@pos/core/card-payments/card-payments.schema";
import { savePaymentOption } from "@pos/core/card-payments/payment-options";
import { updateDevicePreference } from "@pos/core/device/device-preferences";

/** The payment options service's BlazePay option: on at the POS in Canada, $1.00 to $5,000.00 (the API tests too). */
export const blazePayOption: PaymentOptionInput = {
  provider: "blazepay",
  posAvailable: true,
  ecomAvailable: false,
  availableCountries: ["Canada"],
  posDisplayName: "BlazePay",
  minimumChargeAmount: 100,
  maximumChargeAmount: 500_000,
  iconUrl: null,
};

/**
 * Card payments for the demo (docs/card-payments.md): the payment options service offers BlazePay at the POS in
 * Canada ($1.00 to $5,000.00) and Moneris for e-commerce only; the simulator's sandbox merchant approves every
 * provider with a terminal, so BlazePay is on at each Green Leaf location. QW-REG-1 switches the BlazePay tender on.
 */
export async function seedDemoCardPayments(companyId: number, deviceId: string): Promise<void> {
  await savePaymentOption(blazePayOption);
  await savePaymentOption({
    provider: "moneris",
    posAvailable: false,
    ecomAvailable: true,
    availableCountries: ["Canada", "USA"],
    posDisplayName: "Moneris",
    minimumChargeAmount: 100,
    maximumChargeAmount: 1_000_000,
    iconUrl: null,
  });
  await updateDevicePreference(
    { kind: "device", companyId, deviceId, sessionHash: "seed" },
    { key: "paymentOptionBlazepay", booleanValue: true },
  );
}
