import { router } from "../init";

export const externalSourcesRouter = router({});
