import { qbSimulatorClient } from "./quickbooks";
import type { ProviderSimulator } from "./server";

/** The settings that point WooCommerce and QuickBooks at the simulator (an explicit setting wins). */
export function integrationSimulatorEnv(
  providers: Pick<ProviderSimulator, "wooCommerceUrl" | "quickBooksUrl">,
  env: NodeJS.ProcessEnv = process.env,
): Record<string, string> {
  return {
    WOOCOMMERCE_SIMULATOR_URL: env.WOOCOMMERCE_SIMULATOR_URL ?? providers.wooCommerceUrl,
    QUICKBOOKS_AUTHORIZE_URL: env.QUICKBOOKS_AUTHORIZE_URL ?? `${providers.quickBooksUrl}/oauth2/authorize`,
    QUICKBOOKS_TOKEN_URL: env.QUICKBOOKS_TOKEN_URL ?? `${providers.quickBooksUrl}/oauth2/token`,
    QUICKBOOKS_API_URL: env.QUICKBOOKS_API_URL ?? providers.quickBooksUrl,
    QUICKBOOKS_CLIENT_ID: env.QUICKBOOKS_CLIENT_ID ?? qbSimulatorClient.clientId,
    QUICKBOOKS_CLIENT_SECRET: env.QUICKBOOKS_CLIENT_SECRET ?? qbSimulatorClient.clientSecret,
  };
}
