/**
 * The Node.js the server runs on. `npm ci` installs it (the `node` dependency in package.json) and
 * every npm script finds it first on PATH, so the app, its tests and its tools run on it whatever
 * Node the machine has; `server.ts` refuses any other major, so a server started some other way
 * (a system Node, an install with `--ignore-scripts`) says so instead of running on a Node this
 * product is not tested on.
 */
export const NODE_MAJOR = 24;

/** Why the server will not run on `version` (as in `process.versions.node`), or undefined. */
export function unsupportedNode(version: string): string | undefined {
  const major = Number(version.split(".")[0]);
  if (major === NODE_MAJOR) return undefined;
  return (
    `SafeDraft runs on Node.js ${NODE_MAJOR}; this is Node.js ${version}. ` +
    `Start it with npm start or npm run serve, which run the Node.js ${NODE_MAJOR} that npm ci installs, ` +
    `or put Node.js ${NODE_MAJOR} first on PATH.`
  );
}
