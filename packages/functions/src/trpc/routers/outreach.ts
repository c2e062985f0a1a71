import { ZCustomerRef } from "@pos/core/customers/customer.schema";
import {
  audienceCount,
  getBroadcast,
  listBroadcasts,
  previewBroadcast,
  sendBroadcast,
} from "@pos/core/outreach/broadcasts";
import {
  ZAudienceInput,
  ZBroadcastInput,
  ZBroadcastRef,
  ZListBroadcastsInput,
  ZOutreachCompany,
} from "@pos/core/outreach/broadcast.schema";
import { listLocations } from "@pos/core/company/company";
import { consentDetails, setConsent } from "@pos/core/outreach/consent";
import { unsubscribe, unsubscribeDetails } from "@pos/core/outreach/unsubscribe";
import { ZSetConsentInput, ZUnsubscribeInput } from "@pos/core/outreach/consent.schema";
import { companyProcedure, featureProcedure, publicProcedure, router } from "../init";

const customers = companyProcedure("CAN_MANAGE_CUSTOMERS", "company");
// A broadcast reaches every consenting customer: the company's report readers (managers) send them, not everyone
// who may edit a customer at the counter.
const outreach = featureProcedure("platformCustomerSearchAndOutreach", "CAN_VIEW_REPORTS", "company");

/** Consent (CASL) on the customer screen, broadcasts (reports/broadcasts), and the public unsubscribe link. */
export const outreachRouter = router({
  consent: router({
    get: customers.input(ZCustomerRef).query(({ input }) => consentDetails(input)),
    set: customers.input(ZSetConsentInput).mutation(({ ctx, input }) => setConsent(ctx.actor.userId, input)),
  }),
  broadcasts: router({
    /** The locations an audience may be narrowed to. */
    locations: outreach.input(ZOutreachCompany).query(({ input }) => listLocations(input.companyId)),
    audienceCount: outreach.input(ZAudienceInput).query(({ input }) => audienceCount(input)),
    preview: outreach.input(ZBroadcastInput).query(({ input }) => previewBroadcast(input)),
    send: outreach
      .input(ZBroadcastInput)
      .mutation(({ ctx, input }) => sendBroadcast(ctx.actor.userId, input)),
    list: outreach.input(ZListBroadcastsInput).query(({ input }) => listBroadcasts(input)),
    get: outreach.input(ZBroadcastRef).query(({ input }) => getBroadcast(input)),
  }),
  unsubscribe: router({
    details: publicProcedure.input(ZUnsubscribeInput).query(({ input }) => unsubscribeDetails(input)),
    confirm: publicProcedure.input(ZUnsubscribeInput).mutation(({ input }) => unsubscribe(input)),
  }),
});
