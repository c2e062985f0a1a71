import { router } from "../init";

export const flagsRouter = router({});
