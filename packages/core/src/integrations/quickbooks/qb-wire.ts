/** The parts of the QuickBooks Online API (v3) and Intuit OAuth 2.0 the product uses. */
export interface QbTokenResponse {
  access_token: string;
  refresh_token: string;
  token_type: "bearer";
  /** Seconds. */
  expires_in: number;
  x_refresh_token_expires_in: number;
}

export interface QbAccount {
  Id: string;
  Name: string;
  AccountType: string;
  Active: boolean;
}

export interface QbQueryResponse {
  QueryResponse: { Account?: QbAccount[] };
}

export interface QbJournalLine {
  /** Dollars, two decimals. */
  Amount: number;
  Description: string;
  DetailType: "JournalEntryLineDetail";
  JournalEntryLineDetail: { PostingType: "Debit" | "Credit"; AccountRef: { value: string } };
}

export interface QbJournalEntryInput {
  TxnDate: string;
  DocNumber: string;
  PrivateNote: string;
  Line: QbJournalLine[];
}

export interface QbJournalEntryResponse {
  JournalEntry: QbJournalEntryInput & { Id: string };
}

export const qbScope = "com.intuit.quickbooks.accounting";
