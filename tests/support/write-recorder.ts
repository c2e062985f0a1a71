import { dynamo } from "@pos/core/db/client";

const writeCommand = /^(Put|Update|Delete|BatchWrite|TransactWrite)/;

export interface WriteRecorder {
  /** The writes DynamoDB acknowledged since the last call, as `Command {entity}`, and forgets them. */
  take: () => string[];
  stop: () => void;
}

/**
 * Records every write DynamoDB acknowledges through the product's client (ElectroDB's document client shares its
 * middleware stack), so a test can prove a refused call wrote nothing even while other test files share the table.
 */
export function recordWrites(): WriteRecorder {
  const name = "writeRecorder";
  const writes: string[] = [];
  dynamo.middlewareStack.add(
    (next, context) => async (args) => {
      const result = await next(args);
      const command = String(context.commandName ?? "");
      if (writeCommand.test(command)) {
        const entity = /"(?:__edb_e__|:__edb_e___u\d+)":"(\w+)"/.exec(JSON.stringify(args.input))?.[1] ?? "?";
        writes.push(`${command} ${entity}`);
      }
      return result;
    },
    { step: "initialize", name },
  );
  return { take: () => writes.splice(0), stop: () => void dynamo.middlewareStack.remove(name) };
}
