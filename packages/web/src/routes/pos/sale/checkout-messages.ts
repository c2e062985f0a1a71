/** The cart's key already recorded a sale with other payments (its answer was lost): paying again would not help. */
export const alreadySold =
  "This cart was already sold with other payments (the register lost the answer). Find the sale in Sales, then clear the cart.";
