// The tests use a few system programs; fail loudly (never skip) when one is missing, saying how
// to install it. Usage: node scripts/check-tools.mjs chromium pdftotext ...
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

const TOOLS = {
  chromium: { path: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", apt: "chromium", env: "CHROMIUM_PATH" },
  pdftotext: { path: "pdftotext", apt: "poppler-utils" },
  pdfinfo: { path: "pdfinfo", apt: "poppler-utils" },
  soffice: { path: "soffice", apt: "libreoffice-writer-nogui" },
  // Word files are set in Calibri; LibreOffice lays them out as Word would only with Carlito, the
  // font of Calibri's widths, and otherwise in a much wider one.
  carlito: { font: "Carlito", apt: "fonts-crosextra-carlito" },
};

function found(name) {
  const tool = TOOLS[name];
  if (tool?.font) return fontInstalled(tool.font);
  return commandFound(tool?.path ?? name);
}

function fontInstalled(family) {
  try {
    return execFileSync("fc-list", [":", "family"], { encoding: "utf8" }).includes(family);
  } catch {
    return false;
  }
}

function commandFound(path) {
  if (path.includes("/")) return existsSync(path);
  try {
    execFileSync("sh", ["-c", `command -v ${path}`], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

const missing = process.argv.slice(2).filter((name) => !found(name));
if (missing.length > 0) {
  const packages = [...new Set(missing.map((name) => TOOLS[name]?.apt ?? name))].join(" ");
  console.error(
    `Missing for the tests: ${missing.join(", ")}.\n` +
      `Install with:  sudo apt-get update && sudo apt-get install -y ${packages}` +
      (missing.includes("chromium") ? "\n(or point CHROMIUM_PATH at an existing Chromium binary)" : ""),
  );
  process.exit(1);
}
