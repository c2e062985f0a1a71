import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import type { SignInInput } from "@pos/core/auth/auth.schema";
import type { Me } from "@/lib/api-types";
import { errorMessage } from "@/lib/errors";
import { removeStorage, storageKeys, writeStorage } from "@/lib/storage-keys";
import { trpc } from "@/lib/trpc";
import {
  companyDashboardPath,
  noEntityAssignmentMessage,
  signInDestination,
  type CompanyChoice,
} from "./sign-in-destination";

type PendingChoice = { email: string; companies: CompanyChoice[] };

/** Dashboard sign-in: stores the token, then opens the company, the chooser or the admin area. */
export function useDashboardSignIn() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const utils = trpc.useUtils();
  const signIn = trpc.auth.signIn.useMutation();
  const signOut = trpc.auth.signOut.useMutation();
  const [choice, setChoice] = useState<PendingChoice | null>(null);
  const [error, setError] = useState<string | null>(null);

  const endSession = async () => {
    await signOut.mutateAsync().catch(() => undefined);
    removeStorage(storageKeys.authToken);
    queryClient.removeQueries();
    setChoice(null);
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
      setError(errorMessage(caught));
    }
  };

  return {
    submit,
    proceed,
    choose: (companyId: number) => navigate(companyDashboardPath(companyId)),
    cancel: endSession,
    choice,
    error,
    submitting: signIn.isPending,
    cancelling: signOut.isPending,
  };
}
