import { loadConfig } from "../config";
import { openDatabase } from "../db/client";
import { AdminError, grantCredits, setSubscriptionStatus, showUser } from "./credits";
import { previewRelease, recordRelease } from "./law";
import { latestOutbox } from "./outbox";

const USAGE = `Usage: npm run admin -- <command>

  grant-credits EMAIL PACK COUNT   add COUNT credits of PACK to the account
  show-user EMAIL                  print the account's status and credits
  set-status EMAIL STATUS          set subscriptionStatus to free, core or compliance
  outbox [COUNT]                   print the latest COUNT e-mails (default 10), newest first
  kb-release                       record the compiled knowledge release as deployed, mark the
                                   documents it changes and e-mail their owners (once)
  kb-impact RELEASE                count the documents RELEASE would mark, without marking any

Works on DATABASE_URL when set, otherwise on the embedded database in DATA_DIR
(which must not be in use by a running server).`;

async function main(argv: string[]) {
  const [command, ...args] = argv;
  if (!command || command === "help" || command === "--help") {
    console.log(USAGE);
    return 0;
  }
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir },
  );
  try {
    if (command === "grant-credits" && args.length === 3) {
      const credits = await grantCredits(database.db, args[0]!, args[1]!, Number(args[2]));
      console.log(
        `Granted ${args[2]} ${args[1]} credit(s) to ${args[0]}. Balance: ${JSON.stringify(credits)}`,
      );
    } else if (command === "show-user" && args.length === 1) {
      console.log(JSON.stringify(await showUser(database.db, args[0]!), null, 2));
    } else if (command === "set-status" && args.length === 2) {
      await setSubscriptionStatus(database.db, args[0]!, args[1]!);
      console.log(`${args[0]} is now ${args[1]}.`);
    } else if (command === "kb-release" && args.length === 0) {
      console.log(await recordRelease(database.db, config));
    } else if (command === "kb-impact" && args.length === 1) {
      console.log(await previewRelease(database.db, args[0]!));
    } else if (command === "outbox" && args.length <= 1) {
      const count = args[0] === undefined ? 10 : Number(args[0]);
      if (!Number.isInteger(count) || count < 1 || count > 1000)
        throw new AdminError("COUNT must be 1 to 1000");
      const messages = await latestOutbox(database.db, count);
      console.log(messages.length ? messages.join("\n\n---\n\n") : "The outbox is empty.");
    } else {
      console.error(USAGE);
      return 2;
    }
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2))
  .then((code) => process.exit(code))
  .catch((error) => {
    console.error(
      error instanceof AdminError ? error.message : error instanceof Error ? error.message : error,
    );
    process.exit(1);
  });
