// Browser tests use the system Chromium; fail loudly (never skip) when it is missing.
import { existsSync } from "node:fs";

const path = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!existsSync(path)) {
  console.error(
    `Chromium was not found at ${path}. The browser tests need it.\n` +
      "Install it with:  sudo apt-get update && sudo apt-get install -y chromium\n" +
      "or point CHROMIUM_PATH at an existing Chromium binary.",
  );
  process.exit(1);
}
