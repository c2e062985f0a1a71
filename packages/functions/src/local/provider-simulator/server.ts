import { createServer, type IncomingMessage } from "node:http";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { sendJson, type ProviderModule } from "./module";
import { OcsSimulator } from "./ocs";
import { DeckSimulator } from "./deck";
import { CardProviderSimulator } from "./cards";
import { QuickBooksSimulator } from "./quickbooks";
import { WooCommerceSimulator } from "./woocommerce";
import { TerminalSimulator } from "./terminals";
import { GiftCardSimulator } from "./gift-cards";

export interface ProviderSimulator {
  url: string;
  ocs: OcsSimulator;
  /** The OCS API's base URL (OCS_API_URL). */
  ocsUrl: string;
  /** The sample presentation the /deck page embeds (DECK_URL). */
  deckUrl: string;
  cards: CardProviderSimulator;
  /** The card payment provider's base URL (CARD_PROVIDER_URL). */
  cardsUrl: string;
  wooCommerce: WooCommerceSimulator;
  /** Simulated stores are below it: `${wooCommerceUrl}/{store}` is a store URL (WOOCOMMERCE_SIMULATOR_URL). */
  wooCommerceUrl: string;
  quickBooks: QuickBooksSimulator;
  /** OAuth under /oauth2, the API under /v3 (QUICKBOOKS_* settings). */
  quickBooksUrl: string;
  terminals: TerminalSimulator;
  /** The pairing-terminal API's base URL (TERMINALS_API_URL). */
  terminalsUrl: string;
  giftCards: GiftCardSimulator;
  /** The gift-card provider's base URL (GIFT_CARDS_API_URL). */
  giftCardsUrl: string;
  stop(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > 5_000_000) throw new Error("Body too large");
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString("utf8");
  if (!text) return null;
  if ((request.headers["content-type"] ?? "").includes("application/x-www-form-urlencoded"))
    return Object.fromEntries(new URLSearchParams(text));
  return JSON.parse(text);
}

/**
 * The local stand-in for external providers, as its own loopback HTTP service (docs/compliance-ocs.md). Each
 * provider is a module under its own prefix; OCS is the first. Port 0 picks a free port (tests).
 */
export async function startProviderSimulator(
  options: { port?: number; stateDir?: string } = {},
): Promise<ProviderSimulator> {
  const ocs = new OcsSimulator();
  const deck = new DeckSimulator();
  const cards = new CardProviderSimulator();
  const wooCommerce = new WooCommerceSimulator();
  const quickBooks = new QuickBooksSimulator();
  const terminals = new TerminalSimulator();
  const giftCards = new GiftCardSimulator(
    options.stateDir ? path.join(options.stateDir, "gift-cards.json") : undefined,
  );
  const modules: ProviderModule[] = [ocs, deck, cards, wooCommerce, quickBooks, terminals, giftCards];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://simulator");
    const module = modules.find((candidate) => url.pathname.startsWith(`${candidate.prefix}/`));
    if (!module) return sendJson(response, 404, { error: "not_found" });
    readBody(request)
      .then((body) =>
        module.handle(
          {
            method: request.method ?? "GET",
            path: url.pathname.slice(module.prefix.length),
            headers: request.headers,
            body,
            query: url.searchParams,
          },
          response,
        ),
      )
      .catch((error: unknown) => {
        if (!response.headersSent) sendJson(response, 400, { error: "bad_request", message: String(error) });
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    ocs,
    ocsUrl: `${url}${ocs.prefix}`,
    deckUrl: `${url}${deck.prefix}/`,
    cards,
    cardsUrl: `${url}${cards.prefix}`,
    wooCommerce,
    wooCommerceUrl: `${url}${wooCommerce.prefix}`,
    quickBooks,
    quickBooksUrl: `${url}${quickBooks.prefix}`,
    terminals,
    terminalsUrl: `${url}${terminals.prefix}`,
    giftCards,
    giftCardsUrl: `${url}${giftCards.prefix}`,
    stop: async () => {
      for (const module of modules) module.stop?.();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
