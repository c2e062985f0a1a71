import { RuleTargetInput } from "aws-cdk-lib/aws-events";
import { Cron, use, type StackContext } from "sst/constructs";
import { jobSchedule } from "../packages/functions/src/jobs/schedule";
import { Api } from "./Api";

export function Jobs({ stack }: StackContext) {
  const { functionProps } = use(Api);
  for (const { name, everyMinutes } of jobSchedule) {
    new Cron(stack, `Job-${name}`, {
      schedule: `rate(${everyMinutes} ${everyMinutes === 1 ? "minute" : "minutes"})`,
      job: {
        function: {
          handler: "packages/functions/src/jobs/run.handler",
          timeout: "5 minutes",
          ...functionProps,
        },
        cdk: { target: { event: RuleTargetInput.fromObject({ job: name }) } },
      },
    });
  }
}
