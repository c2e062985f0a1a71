import { router } from "../init";

export const webhooksRouter = router({});
