// The demo `npm start` seeds for Green Leaf's cards: the Worldpay flag with a pairable simulated terminal, gift cards
// on with a gift card product, a few issued cards the liability shows, and a manager's credit on one.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Company } from "@pos/core/company/company.entity";
import { listProducts } from "@pos/core/catalog/listing-index";
import { demoGiftCardCredit, demoGiftCards, seedDemoGiftCards } from "@pos/functions/local/demo-gift-cards";
import type { ProviderSimulator } from "@pos/functions/local/provider-simulator/server";
import { passcodes } from "../support/register";
import { saleWorld } from "../support/sale-world";
import { startCardSimulator, stopCardSimulator } from "../support/gift-card-world";

let simulator: ProviderSimulator;
beforeAll(async () => {
  simulator = await startCardSimulator();
});
afterAll(() => stopCardSimulator(simulator));

describe("the demo's terminals and gift cards", () => {
  it("turns Worldpay and gift cards on, adds a gift card product and issues the demo cards", async () => {
    const world = await saleWorld();
    await Company.patch({ companyId: world.companyId }).set({ featureFlags: {} }).go();
    await seedDemoGiftCards(world.companyId, {
      deviceId: world.device.deviceId,
      managerPasscode: passcodes.manager,
    });

    const terminal = await world.register.terminals.pair({ terminalId: "T-100", pairingCode: "1234" });
    expect(terminal.status).toBe("PENDING");
    const products = await listProducts({ companyId: world.companyId, limit: 100 });
    expect(products.products.filter((row) => row.name === "Green Leaf Gift Card")).toHaveLength(1);
    const liability = await world.caller.giftCards.liability({ companyId: world.companyId });
    const total = demoGiftCards.reduce((sum, card) => sum + card.balance, 0) + demoGiftCardCredit;
    expect(liability).toMatchObject({ total, count: demoGiftCards.length });
    const [, credited] = demoGiftCards;
    expect(liability.credits).toEqual([
      expect.objectContaining({
        masked: `•••• ${credited.cardNumber.slice(-4)}`,
        amount: demoGiftCardCredit,
      }),
    ]);
    for (const card of demoGiftCards)
      expect((await world.register.giftCards.balance({ cardNumber: card.cardNumber })).balance).toBe(
        card.balance + (card === credited ? demoGiftCardCredit : 0),
      );
  });
});
