import { router } from "../init";

export const productsRouter = router({});
