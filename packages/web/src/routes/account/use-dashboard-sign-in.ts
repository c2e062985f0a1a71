import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import type { SignInInput } from "@pos/core/auth/auth.schema";
import { ZMigratingUser, type MigratingUser } from "@pos/core/auth/password-flows.schema";
import type { Me } from "@/lib/api-types";
import { appCodeOf, errorDetailsOf, identityError } from "@/lib/identity-errors";
import { removeStorage, storageKeys, writeStorage } from "@/lib/storage-keys";
import { trpc } from "@/lib/trpc";
import { storeMigratingUser } from "./migrating-user";
import { resetPasswordPath } from "./reset-password-mode";
import {
  companyDashboardPath,
  noEntityAssignmentMessage,
  signInDestination,
  type CompanyChoice,
} from "./sign-in-destination";

type PendingChoice = { email: string; companies: CompanyChoice[] };

const migrationPath = "/resetMigrationPassword";

/**
 * Dashboard sign-in: stores the token, then opens the company, the chooser or the admin area. A temporary or
 * legacy password opens its reset screen instead; a weak one (no session either) asks first (dashboard.md 4, 8).
 */
export function useDashboardSignIn() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const utils = trpc.useUtils();
  const signIn = trpc.auth.signIn.useMutation();
  const signOut = trpc.auth.signOut.useMutation();
  const [choice, setChoice] = useState<PendingChoice | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [weakPasswordOf, setWeakPasswordOf] = useState<MigratingUser | null>(null);

  const endSession = async () => {
    await signOut.mutateAsync().catch(() => undefined);
    removeStorage(storageKeys.authToken);
    queryClient.removeQueries();
    setChoice(null);
    setWeakPasswordOf(null);
  };

  const proceed = async (me: Me) => {
    setError(null);
    const destination = signInDestination(me);
    switch (destination.kind) {
      case "company":
      case "admin":
        navigate(destination.path);
        return;
      case "choose":
        setChoice({ email: me.email, companies: destination.companies });
        return;
      case "none":
        await endSession();
        setError(noEntityAssignmentMessage);
    }
  };

  const submit = async (input: SignInInput) => {
    setError(null);
    try {
      const { token, me } = await signIn.mutateAsync(input);
      writeStorage(storageKeys.authToken, token);
      queryClient.removeQueries();
      utils.auth.getMe.setData(undefined, me);
      await proceed(me);
    } catch (caught) {
      const code = appCodeOf(caught);
      if (code === "NEW_PASSWORD_REQUIRED") {
        navigate(resetPasswordPath({ email: input.email, temporary: true }), {
          state: { temporaryPassword: input.password },
        });
        return;
      }
      const details = errorDetailsOf(caught);
      const migrating = ZMigratingUser.safeParse(details?.migratingUser);
      if (code === "PASSWORD_MIGRATION_REQUIRED" && migrating.success && details?.reason === "weak") {
        setWeakPasswordOf(migrating.data);
        return;
      }
      if (code === "PASSWORD_MIGRATION_REQUIRED" && migrating.success) {
        storeMigratingUser(migrating.data);
        navigate(migrationPath);
        return;
      }
      setError(identityError("signIn", caught));
    }
  };

  /** A weak password opened no session: the reset needs only the marker and the old password. */
  const resetWeakPassword = () => {
    if (!weakPasswordOf) return;
    storeMigratingUser(weakPasswordOf);
    setWeakPasswordOf(null);
    navigate(migrationPath);
  };

  return {
    submit,
    proceed,
    choose: (companyId: number) => navigate(companyDashboardPath(companyId)),
    cancel: endSession,
    choice,
    error,
    weakPassword: weakPasswordOf !== null,
    resetWeakPassword,
    submitting: signIn.isPending,
    cancelling: signOut.isPending,
  };
}
