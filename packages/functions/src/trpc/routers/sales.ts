import { router } from "../init";

export const salesRouter = router({});
