import { router } from "../init";

export const smsRouter = router({});
