import { router } from "../init";

export const integrationsRouter = router({});
