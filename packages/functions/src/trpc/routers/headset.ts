import { router } from "../init";

export const headsetRouter = router({});
