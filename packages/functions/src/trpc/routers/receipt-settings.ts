import { router } from "../init";

export const receiptSettingsRouter = router({});
