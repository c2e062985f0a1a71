import { zodResolver } from "@hookform/resolvers/zod";
import { Info } from "lucide-react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import type { z } from "zod";
import { ZDeviceSignInInput, type DeviceSignInInput } from "@pos/core/auth/auth.schema";
import { serverMessageOr } from "@/lib/errors";
import { readStorage, storageKeys, writeStorage } from "@/lib/storage-keys";
import { trpc } from "@/lib/trpc";
import { ActiveSessionButton } from "./active-session-button";
import { CredentialsForm } from "./credentials-form";

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

  const device = activeSession.data;
  return (
    <CredentialsForm
      form={form}
      onSubmit={(input) => signIn.mutate(input)}
      identity={{
        name: "deviceId",
        label: "Device ID",
        input: { autoComplete: "username", autoCapitalize: "none", spellCheck: false },
      }}
      password="password"
      note={
        <div className="flex gap-2 rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
          <p>
            <span className="font-medium text-foreground">Forgot device password?</span> This can be changed
            in Dashboard &gt; Settings &gt; POS &gt; Device - change password
          </p>
        </div>
      }
      activeSession={
        device && (
          <ActiveSessionButton
            identity={`${device.deviceId} · ${device.name}`}
            onContinue={() => navigate(posSalePath)}
          />
        )
      }
      error={signIn.error ? serverMessageOr(signIn.error, deviceLoginFailed) : null}
      busy={signIn.isPending || signIn.isSuccess}
    />
  );
}
