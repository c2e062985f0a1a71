import { deckAddress } from "@pos/core/deck/deck";
import { publicProcedure, router } from "../init";

/** The public /deck page: the address of the presentation it embeds (null: none configured). */
export const deckRouter = router({
  address: publicProcedure.query(() => ({ url: deckAddress() })),
});
