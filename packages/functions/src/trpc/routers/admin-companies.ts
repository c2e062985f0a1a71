import { router } from "../init";

export const adminCompaniesRouter = router({});
