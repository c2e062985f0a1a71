import type { SSTConfig } from "sst";
import { Database } from "./stacks/Database";
import { Storage } from "./stacks/Storage";
import { Realtime } from "./stacks/Realtime";
import { Api } from "./stacks/Api";
import { Jobs } from "./stacks/Jobs";
import { Web } from "./stacks/Web";

export default {
  config() {
    return { name: "greenline-pos", region: "ca-central-1" };
  },
  stacks(app) {
    app.setDefaultFunctionProps({ runtime: "nodejs22.x", architecture: "arm_64" });
    app.stack(Database).stack(Storage).stack(Realtime).stack(Api).stack(Jobs).stack(Web);
  },
} satisfies SSTConfig;
