import { router } from "../init";

export const companyMigrationRouter = router({});
