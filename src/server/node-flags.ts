/**
 * Node's flags for the server process. `npm start` and `npm run serve` pass them (package.json,
 * held to this list by a test), and so does every test and benchmark that starts a server, so
 * they all measure the process production runs.
 *
 * The old generation is capped. Under load V8 otherwise lets the heap grow to several times the
 * live data (about 70 MB) before it collects: after two minutes of 100 connections the process
 * kept about 430 MB. Capped at 192 MB it stays near 270 MB with the same throughput; a major
 * collection then comes every few seconds and takes 15–25 ms. Export workers share the cap (the
 * command-line flag overrides a worker's own limits), and one render of the longest document
 * stays well inside it.
 */
export const SERVER_HEAP_MB = 192;

/**
 * The young generation is held at the size those figures were measured with. Node 20 gave each of
 * its two semi-spaces 16 MB; Node 24 gives them 64 MB by default, which raises the heap's limit
 * under the same cap from 240 MB to 384 MB and would let the process grow past 300 MB again.
 */
export const SERVER_SEMI_SPACE_MB = 16;

export const SERVER_NODE_FLAGS = [
  `--max-old-space-size=${SERVER_HEAP_MB}`,
  `--max-semi-space-size=${SERVER_SEMI_SPACE_MB}`,
] as const;
