import { router } from "../init";

export const adminUsersRouter = router({});
