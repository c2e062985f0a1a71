import { Config } from "sst/node/config";

/** In Lambda, secrets come from SST Config (SSM); core reads them from the environment like everywhere else. */
if (process.env.RUNTIME === "aws") {
  process.env.SESSION_PEPPER ??= String(Reflect.get(Config, "SESSION_PEPPER"));
  process.env.SECRETS_KEY ??= String(Reflect.get(Config, "SECRETS_KEY"));
}
