import { changeUserEmail, searchUsers } from "@pos/core/admin-users/admin-users";
import { ZChangeUserEmailInput, ZSearchUsersInput } from "@pos/core/admin-users/admin-users.schema";
import { adminProcedure, router } from "../init";

export const adminUsersRouter = router({
  search: adminProcedure.input(ZSearchUsersInput).query(({ input }) => searchUsers(input)),
  changeEmail: adminProcedure
    .input(ZChangeUserEmailInput)
    .mutation(({ input, ctx }) => changeUserEmail(input, ctx.by)),
});
