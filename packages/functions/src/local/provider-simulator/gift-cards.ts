import { randomUUID } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { ServerResponse } from "node:http";
import type { WireMovement, WireMovementRequest } from "@pos/core/gift-cards/gift-card-wire";
import { sendJson, type ProviderModule, type SimRequest } from "./module";

interface Card {
  balance: number;
  sequence: number;
}

type Answer = { status: number; body: unknown };

export interface GiftCardSimConfig {
  /** Seconds a new access token lives. */
  tokenTtlSeconds: number;
}

/**
 * The gift-card provider, simulated (docs/card-terminals-gift-cards.md). Client credentials: any client id with a
 * secret that does not start with "invalid". Cards live per client id; a card exists once loaded (its
 * activation). Unknown card → 404 `unknown_card`; redeeming more than the balance → 402 `insufficient_balance`;
 * an expired or revoked token → 401 `invalid_token`. An idempotency key already used gets the first answer.
 */
export class GiftCardSimulator implements ProviderModule {
  readonly prefix = "/giftcards";
  config: GiftCardSimConfig = { tokenTtlSeconds: 900 };
  readonly cards = new Map<string, Card>();
  /** Tokens issued, with the client they belong to and when they expire (ms). */
  readonly tokens = new Map<string, { clientId: string; expiresAt: number }>();
  /** Every movement key seen and how many times it was sent. */
  readonly deliveries = new Map<string, number>();
  private readonly answers = new Map<string, Answer>();

  /** `stateFile`: where `npm start` keeps the cards and answers, so balances outlive a restart. */
  constructor(private readonly stateFile?: string) {
    if (!stateFile || !existsSync(stateFile)) return;
    const state = JSON.parse(readFileSync(stateFile, "utf8")) as {
      cards: [string, Card][];
      answers: [string, Answer][];
    };
    for (const [key, card] of state.cards) this.cards.set(key, card);
    for (const [key, answer] of state.answers) this.answers.set(key, answer);
  }

  private save(): void {
    if (!this.stateFile) return;
    mkdirSync(path.dirname(this.stateFile), { recursive: true });
    writeFileSync(this.stateFile, JSON.stringify({ cards: [...this.cards], answers: [...this.answers] }));
  }

  reset(): void {
    this.config = { tokenTtlSeconds: 900 };
    this.cards.clear();
    this.tokens.clear();
    this.deliveries.clear();
    this.answers.clear();
  }

  handle(request: SimRequest, response: ServerResponse): void {
    if (request.path.startsWith("/__sim/")) return this.control(request, response);
    if (request.method === "POST" && request.path === "/oauth/token") return this.token(request, response);
    const match = /^\/v1\/cards\/([^/]+)(?:\/(load|redeem|refund))?$/.exec(request.path);
    if (!match) return sendJson(response, 404, { error: "not_found" });
    const bearer = (request.headers.authorization ?? "").replace(/^Bearer /, "");
    const token = this.tokens.get(bearer);
    if (!token || token.expiresAt <= Date.now())
      return sendJson(response, 401, { error: "invalid_token", message: "The access token expired" });
    const cardKey = `${token.clientId}:${decodeURIComponent(match[1]!)}`;
    const cardNumber = decodeURIComponent(match[1]!);
    if (!match[2] && request.method === "GET") {
      const card = this.cards.get(cardKey);
      if (!card) return sendJson(response, 404, { error: "unknown_card", message: "No such card" });
      return sendJson(response, 200, { cardNumber, balance: card.balance, status: "active" });
    }
    if (request.method !== "POST" || !match[2]) return sendJson(response, 404, { error: "not_found" });
    const body = (request.body ?? {}) as Partial<WireMovementRequest>;
    if (!Number.isInteger(body.amount) || (body.amount ?? 0) <= 0 || !body.idempotencyKey)
      return sendJson(response, 400, {
        error: "bad_request",
        message: "amount and idempotencyKey are required",
      });
    const answerKey = `${token.clientId}:${body.idempotencyKey}`;
    this.deliveries.set(body.idempotencyKey, (this.deliveries.get(body.idempotencyKey) ?? 0) + 1);
    const answered = this.answers.get(answerKey);
    if (answered) return sendJson(response, answered.status, answered.body);
    const answer = this.move(cardKey, cardNumber, match[2] as "load" | "redeem" | "refund", body.amount!);
    if (answer.status < 500) this.answers.set(answerKey, answer);
    this.save();
    sendJson(response, answer.status, answer.body);
  }

  private move(
    cardKey: string,
    cardNumber: string,
    kind: "load" | "redeem" | "refund",
    amount: number,
  ): Answer {
    const card = this.cards.get(cardKey);
    if (!card && kind !== "load")
      return { status: 404, body: { error: "unknown_card", message: "No such card" } };
    if (kind === "redeem" && card!.balance < amount)
      return {
        status: 402,
        body: { error: "insufficient_balance", message: "Not enough on the card", balance: card!.balance },
      };
    const next = card ?? { balance: 0, sequence: 0 };
    next.balance += kind === "redeem" ? -amount : amount;
    next.sequence += 1;
    this.cards.set(cardKey, next);
    const movement: WireMovement = {
      transactionId: `GC-${randomUUID().slice(0, 8).toUpperCase()}`,
      cardNumber,
      amount,
      balance: next.balance,
      sequence: next.sequence,
      activated: !card,
    };
    return { status: 200, body: movement };
  }

  private token(request: SimRequest, response: ServerResponse): void {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const secret = typeof body.client_secret === "string" ? body.client_secret : "";
    const clientId = typeof body.client_id === "string" ? body.client_id : "";
    if (body.grant_type !== "client_credentials" || !clientId || !secret || secret.startsWith("invalid"))
      return sendJson(response, 401, { error: "invalid_client", message: "Unknown client" });
    const token = randomUUID();
    this.tokens.set(token, { clientId, expiresAt: Date.now() + this.config.tokenTtlSeconds * 1000 });
    sendJson(response, 200, {
      access_token: token,
      token_type: "Bearer",
      expires_in: this.config.tokenTtlSeconds,
    });
  }

  private control(request: SimRequest, response: ServerResponse): void {
    if (request.method === "POST" && request.path === "/__sim/reset") {
      this.reset();
      return sendJson(response, 200, { ok: true });
    }
    if (request.method === "POST" && request.path === "/__sim/config") {
      this.config = { ...this.config, ...(request.body as Partial<GiftCardSimConfig>) };
      return sendJson(response, 200, this.config);
    }
    if (request.method === "POST" && request.path === "/__sim/expire-tokens") {
      for (const token of this.tokens.values()) token.expiresAt = 0;
      return sendJson(response, 200, { ok: true });
    }
    sendJson(response, 404, { error: "not_found" });
  }
}
