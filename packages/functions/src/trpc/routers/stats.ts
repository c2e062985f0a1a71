import { router } from "../init";

export const statsRouter = router({});
