import type { QueryCommandInput } from "@aws-sdk/lib-dynamodb";
import { changesFeed, type RawItem } from "../db/changes-feed";
import { companyIndexes, IncrementalIndex, type IndexChange } from "../db/incremental-index";
import { CustomerEntity } from "../customers/customer.entity";
import type { Audience } from "./broadcast.schema";
import type { ConsentChannel } from "./consent.schema";

/** What an audience filters on, and what says whether a customer may be messaged. */
export interface AudienceFacts {
  id: string;
  phone: string | null;
  email: string | null;
  smsConsent: "granted" | "withdrawn" | null;
  emailConsent: "granted" | "withdrawn" | null;
  lastVisitDate: string | null;
  totalSpent: number;
  loyaltyPoints: number;
  visitedLocationIds: string[];
  updateDate: string;
}

const text = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : null);
const consent = (value: unknown) => (value === "granted" || value === "withdrawn" ? value : null);
const whole = (value: unknown): number => (typeof value === "number" ? value : 0);
const strings = (value: unknown): string[] =>
  value instanceof Set || Array.isArray(value) ? [...(value as Iterable<unknown>)].map(String) : [];

/** A customer item (raw or ElectroDB's) as audience facts. */
export function audienceFacts(item: RawItem): AudienceFacts {
  return {
    id: String(item.customerId),
    phone: text(item.phone),
    email: text(item.email),
    smsConsent: consent(item.smsConsent),
    emailConsent: consent(item.emailConsent),
    lastVisitDate: text(item.lastVisitDate),
    totalSpent: whole(item.totalSpent),
    loyaltyPoints: whole(item.loyaltyPoints),
    visitedLocationIds: strings(item.visitedLocationIds),
    updateDate: text(item.updateDate) ?? "",
  };
}

/** Express consent on the channel and an address to send to: the only customers a broadcast may reach. */
export function consents(facts: AudienceFacts, channel: ConsentChannel): boolean {
  return channel === "sms"
    ? facts.smsConsent === "granted" && facts.phone !== null
    : facts.emailConsent === "granted" && facts.email !== null;
}

const daysBefore = (at: Date, days: number): string =>
  new Date(at.getTime() - days * 86_400_000).toISOString();

/** The audience's filters (not consent): last visit, spend, loyalty points and location. */
export function matchesFilters(facts: AudienceFacts, audience: Audience, at: Date): boolean {
  const { visitedWithinDays, notVisitedForDays, minSpent, maxSpent, minPoints, maxPoints, locationId } =
    audience;
  if (
    visitedWithinDays !== null &&
    (facts.lastVisitDate === null || facts.lastVisitDate < daysBefore(at, visitedWithinDays))
  )
    return false;
  if (
    notVisitedForDays !== null &&
    facts.lastVisitDate !== null &&
    facts.lastVisitDate >= daysBefore(at, notVisitedForDays)
  )
    return false;
  if (minSpent !== null && facts.totalSpent < minSpent) return false;
  if (maxSpent !== null && facts.totalSpent > maxSpent) return false;
  if (minPoints !== null && facts.loyaltyPoints < minPoints) return false;
  if (maxPoints !== null && facts.loyaltyPoints > maxPoints) return false;
  return locationId === null || facts.visitedLocationIds.includes(locationId);
}

const factAttributes = [
  "customerId",
  "phone",
  "email",
  "smsConsent",
  "emailConsent",
  "lastVisitDate",
  "totalSpent",
  "loyaltyPoints",
  "visitedLocationIds",
  "updateDate",
] as const;

/**
 * The audience facts of a company's customers in memory, refreshed incrementally from the customers' `changes`
 * index like the customer search (customer-search.ts), so the composer's live count costs one small Query.
 */
class AudienceIndex extends IncrementalIndex<AudienceFacts> {
  constructor(companyId: number) {
    super(
      changesFeed(
        (from, to) =>
          CustomerEntity.query
            .changes({ companyId })
            .between({ updateDate: from }, { updateDate: to })
            .params() as QueryCommandInput,
        factAttributes,
      ),
    );
  }

  protected parse(item: RawItem): AudienceFacts {
    return audienceFacts(item);
  }

  protected idOf(facts: AudienceFacts): string {
    return facts.id;
  }

  protected stampOf(facts: AudienceFacts): string {
    return facts.updateDate;
  }

  protected applied(_changes: IndexChange<AudienceFacts>[]): void {}

  /** Customers matching the filters: all, and those who may be messaged on the audience's channel. */
  count(audience: Audience, at: Date): { matching: number; reachable: number } {
    let matching = 0;
    let reachable = 0;
    for (const facts of this.rows.values()) {
      if (!matchesFilters(facts, audience, at)) continue;
      matching += 1;
      if (consents(facts, audience.channel)) reachable += 1;
    }
    return { matching, reachable };
  }
}

export const audienceIndexOf = companyIndexes((companyId) => new AudienceIndex(companyId));
