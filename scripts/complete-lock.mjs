// Completes package-lock.json with other platforms' optional native packages.
//
// The registry mirror this project installs from does not carry every platform build of every
// native package (Biome's and Tailwind's Android, macOS, Windows and musl binaries, for one). npm then
// writes a lock without them, and `npm ci` refuses that lock as out of sync with package.json. Each
// missing package is added here as an optional entry at the version its parent pins, with the
// platform its name states, so `npm ci` skips it on every other platform and, on its own platform,
// fetches it from the registry by name and version.
//
// Run after `npm install` changes the lock: `npm run lock:complete`.
import { readFileSync, writeFileSync } from "node:fs";

const LOCK = new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(readFileSync(LOCK, "utf8"));
const packages = lock.packages;

const OSES = ["android", "darwin", "freebsd", "openbsd", "netbsd", "sunos", "aix", "linux", "win32"];
const CPUS = ["arm64", "x64", "ia32", "arm", "ppc64", "riscv64", "s390x", "loong64", "mips64el", "wasm32"];

/** The platform a native package's name states, e.g. `cli-linux-x64-musl` → linux, x64, musl. */
function platformOf(name) {
  const parts = name.split("/").pop().split("-");
  const os = parts.find((p) => OSES.includes(p));
  const cpu = parts.find((p) => CPUS.includes(p)) ?? (parts.includes("gnueabihf") ? "arm" : undefined);
  if (!os && cpu !== "wasm32") return undefined;
  return {
    ...(os ? { os: [os] } : {}),
    ...(cpu ? { cpu: [cpu] } : {}),
    ...(parts.includes("musl") ? { libc: ["musl"] } : {}),
    ...(os === "linux" && parts.includes("gnu") ? { libc: ["glibc"] } : {}),
  };
}

/** Where npm would look for `name` from the package at `from`: its own node_modules, then upwards. */
function resolves(from, name) {
  let dir = from;
  for (;;) {
    if (packages[`${dir ? `${dir}/` : ""}node_modules/${name}`]) return true;
    if (!dir) return false;
    const at = dir.lastIndexOf("node_modules/");
    dir = at <= 0 ? "" : dir.slice(0, at - 1);
  }
}

let added = 0;
for (const [location, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    if (resolves(location, name)) continue;
    const platform = platformOf(name);
    if (!platform)
      throw new Error(`${location} needs ${name}@${version}, which is missing and names no platform`);
    packages[`node_modules/${name}`] = { version, dev: entry.dev, optional: true, ...platform };
    if (!entry.dev) delete packages[`node_modules/${name}`].dev;
    added++;
  }
}

lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => a.localeCompare(b, "en")));
writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: added ${added} other-platform optional package(s)`);
