import { router } from "../init";

export const devicePreferencesRouter = router({});
