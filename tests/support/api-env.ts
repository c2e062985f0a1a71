import { inject } from "vitest";

/** Core reads its configuration when first imported: this runs before each api test file imports anything. */
Object.assign(process.env, inject("apiEnv"));
