import { router } from "../init";

export const paymentQueueRouter = router({});
