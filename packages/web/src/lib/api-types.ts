import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "@pos/functions/trpc/router";

export type RouterOutputs = inferRouterOutputs<AppRouter>;

export type Me = RouterOutputs["auth"]["getMe"];
export type CurrentDevice = RouterOutputs["device"]["getCurrent"];
export type Company = RouterOutputs["company"]["getById"];
export type Location = RouterOutputs["company"]["locations"]["items"][number];
