import {
  createSubscription,
  deleteSubscription,
  listSubscriptions,
  subscriptionFormOptions,
  updateSubscription,
} from "@pos/core/webhooks/subscriptions";
import { runWebhookJob } from "@pos/core/webhooks/webhook-job";
import {
  ZCompanyRef,
  ZCreateSubscriptionInput,
  ZSubscriptionRef,
  ZUpdateSubscriptionInput,
} from "@pos/core/webhooks/webhook.schema";
import { adminProcedure, router } from "../init";

/** /admin/companies/{companyId}/subscriptions (pos-and-accounts.md 2.12): platform staff manage a company's webhooks. */
export const webhooksRouter = router({
  list: adminProcedure.input(ZCompanyRef).query(({ input }) => listSubscriptions(input)),
  formOptions: adminProcedure.input(ZCompanyRef).query(({ input }) => subscriptionFormOptions(input)),
  create: adminProcedure.input(ZCreateSubscriptionInput).mutation(({ input }) => createSubscription(input)),
  update: adminProcedure.input(ZUpdateSubscriptionInput).mutation(({ input }) => updateSubscription(input)),
  delete: adminProcedure.input(ZSubscriptionRef).mutation(({ input }) => deleteSubscription(input)),
  /** Runs the every-minute delivery job now (the page's "Deliver now"). */
  deliverNow: adminProcedure.mutation(() => runWebhookJob()),
});
