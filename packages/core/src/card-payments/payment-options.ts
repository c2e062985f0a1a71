import { now, nowIso } from "../common/clock";
import { AppError } from "../common/errors";
import { getLocation } from "../company/company";
import { cardProvider } from "./card-provider-client";
import { PaymentOption, type PaymentOptionItem } from "./card-payments.entity";
import {
  cardPaymentMessages,
  cardTimings,
  countries,
  merchantIdOf,
  ZLocationOptionsInput,
  ZPaymentOptionInput,
  type ActivePaymentOption,
  type PaymentOptionInput,
  type PaymentOptionView,
} from "./card-payments.schema";
import type { ProviderConfig, ProviderTerminal } from "./card-provider";

export const toOptionView = (item: PaymentOptionItem): PaymentOptionView => ({
  id: item.provider,
  provider: item.provider,
  posAvailable: item.posAvailable,
  ecomAvailable: item.ecomAvailable,
  availableCountries: countries.filter((country) => item.availableCountries.includes(country)),
  posDisplayName: item.posDisplayName,
  minimumChargeAmount: item.minimumChargeAmount,
  maximumChargeAmount: item.maximumChargeAmount,
  iconUrl: item.iconUrl ?? null,
  updateDate: item.updateDate,
});

/** admin v2 payments/payment-options: every option of the payment options service. */
export async function listPaymentOptions(): Promise<PaymentOptionView[]> {
  const { data } = await PaymentOption.query.byProvider({}).go({ pages: "all" });
  return data.map(toOptionView);
}

/** Creates or replaces the option of a provider. */
export async function savePaymentOption(input: PaymentOptionInput): Promise<PaymentOptionView> {
  const data = ZPaymentOptionInput.parse(input);
  const item: PaymentOptionItem = { ...data, iconUrl: data.iconUrl ?? undefined, updateDate: nowIso() };
  await PaymentOption.put(item).go();
  return toOptionView(item);
}

/**
 * pos-and-accounts.md 4 "Payment option is on": posAvailable, available in Canada, the merchant's config for the
 * provider APPROVED and posEnabled, and a terminal of that provider that is not deleted.
 */
export function optionsOn(
  options: readonly PaymentOptionView[],
  configs: readonly ProviderConfig[],
  terminals: readonly ProviderTerminal[],
  merchantId: string,
): ActivePaymentOption[] {
  return options.flatMap((option) => {
    if (!option.posAvailable || !option.availableCountries.includes("Canada")) return [];
    const config = configs.find((entry) => entry.provider === option.provider);
    if (config?.status !== "APPROVED" || !config.posEnabled) return [];
    const terminal = terminals.find((entry) => entry.provider === option.provider && !entry.isDeleted);
    return terminal ? [{ ...option, merchantId, terminalId: terminal.terminalId }] : [];
  });
}

const cache = new Map<string, { at: number; options: ActivePaymentOption[] }>();

/**
 * The options on for a company's location, kept 5 minutes per merchant (pos-and-accounts.md 4 "Payment options
 * cache"). Without a configured provider nothing is on; a provider that cannot be reached is an error.
 */
export async function activeOptions(companyId: number, locationId: string): Promise<ActivePaymentOption[]> {
  if (!process.env.CARD_PROVIDER_URL) return [];
  const merchantId = merchantIdOf(companyId, locationId);
  const at = now().getTime();
  const cached = cache.get(merchantId);
  if (cached && at - cached.at < cardTimings.optionsCacheMs) return cached.options;
  const options = await listPaymentOptions();
  const provider = cardProvider();
  try {
    const [configs, terminals] = await Promise.all([
      provider.configs(merchantId),
      Promise.all(options.map((option) => provider.terminals(merchantId, option.provider))),
    ]);
    const active = optionsOn(options, configs, terminals.flat(), merchantId);
    cache.set(merchantId, { at, options: active });
    return active;
  } catch {
    throw new AppError("PROVIDER_UNAVAILABLE", cardPaymentMessages.fetchOptions);
  }
}

/** dashboard.md 7: the payment options of a company's location (also read for shift reports). */
export async function locationPaymentOptions(input: {
  companyId: number;
  locationId: string;
}): Promise<ActivePaymentOption[]> {
  const { companyId, locationId } = ZLocationOptionsInput.parse(input);
  await getLocation(companyId, locationId);
  return activeOptions(companyId, locationId);
}

/** The option of a provider, or 'Payment service option is not found'. */
export async function optionOf(
  companyId: number,
  locationId: string,
  provider: string,
): Promise<ActivePaymentOption> {
  const option = (await activeOptions(companyId, locationId)).find((entry) => entry.provider === provider);
  if (!option) throw new AppError("NOT_FOUND", cardPaymentMessages.optionNotFound);
  return option;
}
