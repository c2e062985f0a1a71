import { zodResolver } from "@hookform/resolvers/zod";
import { Info } from "lucide-react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import type { z } from "zod";
import { ZDeviceSignInInput, type DeviceSignInInput } from "@pos/core/auth/auth.schema";
import { blurValidation } from "@/components/form/blur-validation";
import { FormError } from "@/components/form/form-error";
import { PasswordInput } from "@/components/form/password-input";
import { Button } from "@/components/ui/button";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { serverMessageOr } from "@/lib/errors";
import { readStorage, storageKeys, writeStorage } from "@/lib/storage-keys";
import { trpc } from "@/lib/trpc";
import { ActiveSessionButton } from "./active-session-button";

const posSalePath = "/pos/sale";
/** pos-and-accounts 8: what the device log-in shows when the server gave no message of its own. */
const deviceLoginFailed = "There was an error logging in";

export function DeviceLoginForm() {
  const navigate = useNavigate();
  const signIn = trpc.auth.deviceSignIn.useMutation({
    onSuccess: ({ token }) => {
      writeStorage(storageKeys.deviceAuthToken, token);
      // A full load starts the register from a clean state with the new device token.
      window.location.assign(posSalePath);
    },
  });
  const activeSession = trpc.device.getCurrent.useQuery(undefined, {
    enabled: readStorage(storageKeys.deviceAuthToken) !== null,
    retry: false,
    trpc: { context: { token: "device" } },
  });
  const form = useForm<z.input<typeof ZDeviceSignInInput>, unknown, DeviceSignInInput>({
    resolver: zodResolver(ZDeviceSignInInput),
    mode: "onSubmit",
    defaultValues: { deviceId: "", password: "" },
  });
  const validation = blurValidation(form.trigger);

  const device = activeSession.data;
  const busy = signIn.isPending || signIn.isSuccess;
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit((input) => signIn.mutate(input))} noValidate className="grid gap-4">
        {device && (
          <ActiveSessionButton
            identity={`${device.deviceId} · ${device.name}`}
            onContinue={() => navigate(posSalePath)}
          />
        )}
        <FormError
          title="Could not log in"
          message={signIn.error ? serverMessageOr(signIn.error, deviceLoginFailed) : null}
        />
        <FormField
          control={form.control}
          name="deviceId"
          render={({ field, fieldState }) => (
            <FormItem>
              <FormLabel>Device ID</FormLabel>
              <FormControl>
                <Input
                  autoComplete="username"
                  autoCapitalize="none"
                  spellCheck={false}
                  autoFocus
                  {...field}
                  {...validation(field, fieldState)}
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="password"
          render={({ field, fieldState }) => (
            <FormItem>
              <FormLabel>Password</FormLabel>
              <FormControl>
                <PasswordInput
                  autoComplete="current-password"
                  {...field}
                  {...validation(field, fieldState)}
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <div className="flex gap-2 rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
          <p>
            <span className="font-medium text-foreground">Forgot device password?</span> This can be changed
            in Dashboard &gt; Settings &gt; POS &gt; Device - change password
          </p>
        </div>
        <Button type="submit" className="w-full" disabled={busy}>
          {busy && <Spinner label="Logging in" />}
          Log in
        </Button>
      </form>
    </Form>
  );
}
