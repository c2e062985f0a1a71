import { router } from "../init";

export const posDataRouter = router({});
