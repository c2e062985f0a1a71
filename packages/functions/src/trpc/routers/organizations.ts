import { router } from "../init";

export const organizationsRouter = router({});
