export const posLoadingSteps = [
  "Initializing device",
  "Loading company",
  "Loading location",
  "Loading shift",
  "Loading POS",
] as const;

export type PosLoadingProgress = {
  device: boolean;
  company: boolean;
  location: boolean;
  shift: boolean;
  pos: boolean;
};

/** Index of the step in progress: the first one not done; the step count when all are done. */
export function currentLoadingStep(progress: PosLoadingProgress): number {
  const done = [progress.device, progress.company, progress.location, progress.shift, progress.pos];
  const index = done.indexOf(false);
  return index === -1 ? posLoadingSteps.length : index;
}
