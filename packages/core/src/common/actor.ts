/** Who is calling: a signed-in user or a POS device. */
export type Actor =
  | {
      kind: "user";
      userId: string;
      sessionHash: string;
      /** Set for an admin's support session: the one company it may act in. */
      supportCompanyId?: number;
    }
  | {
      kind: "device";
      companyId: number;
      deviceId: string;
      sessionHash: string;
    };

export type UserActor = Extract<Actor, { kind: "user" }>;
export type DeviceActor = Extract<Actor, { kind: "device" }>;
