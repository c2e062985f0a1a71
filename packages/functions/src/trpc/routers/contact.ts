import { sendContactForm } from "@pos/core/contact/contact";
import { ZContactFormInput } from "@pos/core/contact/contact.schema";
import { companyProcedure, router } from "../init";

/** The dashboard's contact page: anyone assigned to the company may write to support. */
export const contactRouter = router({
  send: companyProcedure()
    .input(ZContactFormInput)
    .mutation(({ input, ctx }) =>
      sendContactForm(input, {
        userId: ctx.access.user.userId,
        email: ctx.access.user.email,
        name: ctx.access.user.name,
      }),
    ),
});
