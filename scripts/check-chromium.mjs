// Fails the e2e step early, with the install command, when no Chromium is available.
import fs from "node:fs";

const path = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
if (!fs.existsSync(path)) {
  console.error(
    `Chromium not found at ${path}. Install it with:\n  sudo apt-get update && sudo apt-get install -y chromium\n` +
      "or point CHROMIUM_PATH at a Chromium or Chrome binary.",
  );
  process.exit(1);
}
