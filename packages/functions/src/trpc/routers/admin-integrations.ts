import { listIntegrationHealth } from "@pos/core/integrations/integration-health";
import { ZAdminIntegrationsInput } from "@pos/core/integrations/integration-health.schema";
import { adminProcedure, router } from "../init";

/** admin v2/integrations: which companies use which integration, and its health. */
export const adminIntegrationsRouter = router({
  list: adminProcedure.input(ZAdminIntegrationsInput).query(({ input }) => listIntegrationHealth(input)),
});
