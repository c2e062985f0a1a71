import { nowIso } from "../common/clock";
import { AppError } from "../common/errors";
import type { ProviderCall } from "../common/provider-http";
import { openSecret, sealSecret } from "../common/secret-box";
import { GiftCardClient } from "./gift-card-client";
import type { GiftCardProvider } from "./gift-card-provider";
import { GiftCardAccount } from "./gift-card.entity";
import {
  giftCardMessages,
  ZSaveGiftCardSettingsInput,
  type GiftCardSettingsView,
  type SaveGiftCardSettingsInput,
} from "./gift-cards.schema";

async function readAccount(companyId: number) {
  return (await GiftCardAccount.get({ companyId }).go({ consistent: true })).data;
}

export async function getGiftCardSettings(companyId: number): Promise<GiftCardSettingsView> {
  const account = await readAccount(companyId);
  return { enabled: account?.enabled ?? false, clientId: account?.clientId ?? null, secretSet: !!account };
}

/** settings/giftcards: on/off and the provider credentials; a new secret drops the cached token. */
export async function saveGiftCardSettings(input: SaveGiftCardSettingsInput): Promise<GiftCardSettingsView> {
  const data = ZSaveGiftCardSettingsInput.parse(input);
  const account = await readAccount(data.companyId);
  const secret = data.clientSecret?.trim() ?? "";
  if (!account && !secret) throw new AppError("INVALID_INPUT", giftCardMessages.secretRequired);
  const renewed = secret !== "" || data.clientId !== account?.clientId;
  await GiftCardAccount.put({
    companyId: data.companyId,
    enabled: data.enabled,
    clientId: data.clientId,
    sealedSecret: secret ? sealSecret(secret) : account!.sealedSecret,
    ...(renewed ? {} : { accessToken: account?.accessToken, tokenExpiresAt: account?.tokenExpiresAt }),
    updateDate: nowIso(),
  }).go();
  return getGiftCardSettings(data.companyId);
}

/** The company's provider client, its token cached on the account item; refused while gift cards are off. */
export async function giftCardProvider(companyId: number): Promise<GiftCardProvider> {
  const account = await readAccount(companyId);
  if (!account?.enabled) throw new AppError("INVALID_INPUT", giftCardMessages.notEnabled);
  if (!process.env.GIFT_CARDS_API_URL)
    throw new AppError("PROVIDER_UNAVAILABLE", giftCardMessages.unavailable);
  return new GiftCardClient({
    clientId: account.clientId,
    clientSecret: openSecret(account.sealedSecret),
    tokens: {
      read: async () => {
        const current = await readAccount(companyId);
        return { accessToken: current?.accessToken ?? null, expiresAt: current?.tokenExpiresAt ?? null };
      },
      save: async ({ accessToken, expiresAt }) => {
        await GiftCardAccount.patch({ companyId }).set({ accessToken, tokenExpiresAt: expiresAt }).go();
      },
    },
  });
}

/** A provider failure as the register sees it. */
export function giftCardFailure(call: Extract<ProviderCall<unknown>, { kind: "failed" }>): AppError {
  if (call.error === "unknown_card") return new AppError("INVALID_INPUT", giftCardMessages.unknownCard);
  if (call.error === "invalid_client") return new AppError("CONFLICT", giftCardMessages.credentials);
  return new AppError("PROVIDER_UNAVAILABLE", giftCardMessages.unavailable);
}
