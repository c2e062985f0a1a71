import { router } from "../init";

export const employeesRouter = router({});
