// The company of the card terminal and gift card browser test, made by the e2e server at start (e2e-cards-seed.ts);
// no other spec touches it.

export const cardsCompany = {
  name: "E2E Cards Co",
  owner: { email: "cards.owner@e2e.test", password: "Cards#Owner26", name: "Cameron Cards" },
  location: "Terminal Way",
  device: { deviceId: "CRD-REG-1", password: "Cards#Device26" },
  employee: { name: "Casey Card", email: "casey.card@e2e.test", passcode: "8383" },
  /** 13 % HST: $35.00 + $4.55 = $39.55 a jar. */
  flower: { name: "Terminal Flower", price: 3500 },
  /** Free-priced, untaxed. */
  giftCard: { name: "Store gift card" },
  giftCardClientId: "e2e-cards-co",
} as const;
