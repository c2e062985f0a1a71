import { providerFetch, type ProviderCall } from "../provider-call";
import {
  qbScope,
  type QbAccount,
  type QbJournalEntryInput,
  type QbJournalEntryResponse,
  type QbQueryResponse,
  type QbTokenResponse,
} from "./qb-wire";

/** Where Intuit is and who the product is to it (QUICKBOOKS_* settings; the local runtime points them at the simulator). */
export interface QbConfig {
  authorizeUrl: string;
  tokenUrl: string;
  apiUrl: string;
  clientId: string;
  clientSecret: string;
}

export function qbConfig(): QbConfig | null {
  const {
    QUICKBOOKS_AUTHORIZE_URL: authorizeUrl,
    QUICKBOOKS_TOKEN_URL: tokenUrl,
    QUICKBOOKS_API_URL: apiUrl,
    QUICKBOOKS_CLIENT_ID: clientId,
    QUICKBOOKS_CLIENT_SECRET: clientSecret,
  } = process.env;
  if (!authorizeUrl || !tokenUrl || !apiUrl || !clientId || !clientSecret) return null;
  return { authorizeUrl, tokenUrl, apiUrl: apiUrl.replace(/\/$/, ""), clientId, clientSecret };
}

/** What the product needs of QuickBooks (docs/integrations.md); QbRestClient is the real one. */
export interface QuickBooksApi {
  authorizeUrl(state: string, redirectUri: string): string;
  exchangeCode(code: string, redirectUri: string): Promise<ProviderCall<QbTokenResponse>>;
  refresh(refreshToken: string): Promise<ProviderCall<QbTokenResponse>>;
  accounts(realmId: string, accessToken: string): Promise<ProviderCall<QbAccount[]>>;
  /** Idempotent per requestId: QuickBooks answers a repeat with the entry it made the first time. */
  createJournalEntry(
    realmId: string,
    accessToken: string,
    entry: QbJournalEntryInput,
    requestId: string,
  ): Promise<ProviderCall<QbJournalEntryResponse>>;
}

export class QbRestClient implements QuickBooksApi {
  constructor(private readonly config: QbConfig) {}

  authorizeUrl(state: string, redirectUri: string): string {
    const query = new URLSearchParams({
      client_id: this.config.clientId,
      response_type: "code",
      scope: qbScope,
      redirect_uri: redirectUri,
      state,
    });
    return `${this.config.authorizeUrl}?${query.toString()}`;
  }

  private token(form: Record<string, string>) {
    const basic = Buffer.from(`${this.config.clientId}:${this.config.clientSecret}`).toString("base64");
    return providerFetch<QbTokenResponse>("QuickBooks", this.config.tokenUrl, {
      method: "POST",
      headers: {
        authorization: `Basic ${basic}`,
        accept: "application/json",
        "content-type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams(form).toString(),
    });
  }

  exchangeCode(code: string, redirectUri: string) {
    return this.token({ grant_type: "authorization_code", code, redirect_uri: redirectUri });
  }

  refresh(refreshToken: string) {
    return this.token({ grant_type: "refresh_token", refresh_token: refreshToken });
  }

  async accounts(realmId: string, accessToken: string): Promise<ProviderCall<QbAccount[]>> {
    const query = encodeURIComponent("select * from Account where Active = true maxresults 1000");
    const result = await providerFetch<QbQueryResponse>(
      "QuickBooks",
      `${this.config.apiUrl}/v3/company/${encodeURIComponent(realmId)}/query?query=${query}`,
      { headers: { authorization: `Bearer ${accessToken}`, accept: "application/json" } },
    );
    return result.kind === "ok" ? { kind: "ok", body: result.body.QueryResponse.Account ?? [] } : result;
  }

  createJournalEntry(realmId: string, accessToken: string, entry: QbJournalEntryInput, requestId: string) {
    return providerFetch<QbJournalEntryResponse>(
      "QuickBooks",
      `${this.config.apiUrl}/v3/company/${encodeURIComponent(realmId)}/journalentry?requestid=${encodeURIComponent(requestId)}`,
      {
        method: "POST",
        headers: {
          authorization: `Bearer ${accessToken}`,
          accept: "application/json",
          "content-type": "application/json",
        },
        body: JSON.stringify(entry),
      },
    );
  }
}
