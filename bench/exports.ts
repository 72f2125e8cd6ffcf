import { describeExportRun, exportWhileServing, largeSwms } from "../tests/stress/export-while-serving";
import { percentile, type Row, round } from "./common";
import { benchAccount, postgresUrl, startBenchServer } from "./server";

/** Size of each exported SWMS: long enough that rendering takes seconds. */
const EXPORT_KB = 300;

/**
 * Export while serving: `/api/health` latency while three people export a large SWMS as PDF at
 * the same time, beside its latency at rest on the same process. Exports render in worker threads,
 * so the two should stay close.
 */
export async function exportWhileServingBench(rows: Row[]) {
  const server = await startBenchServer(postgresUrl ? "postgres" : "pglite");
  try {
    const people = [];
    for (let i = 0; i < 3; i++) people.push(await benchAccount(server, `Exporter${i}`));
    const documentIds = [];
    for (const p of people) documentIds.push(await largeSwms(p, EXPORT_KB));
    const run = await exportWhileServing(server.app.url, people, documentIds);
    console.log(
      describeExportRun(run, `export while serving: 3 parallel PDF exports of a ~${EXPORT_KB} kB SWMS`),
    );
    const where = postgresUrl ? "PostgreSQL" : "embedded database";
    rows.push(
      {
        metric: `Health check p99 at rest (${where})`,
        value: round(percentile(run.restMs, 99)),
        unit: "ms",
      },
      {
        metric: `Health check p99 during 3 parallel SWMS PDF exports (${where})`,
        value: round(percentile(run.busyMs, 99)),
        unit: "ms",
        target: "< 200 ms",
      },
      {
        metric: `Slowest of 3 parallel ~${EXPORT_KB} kB SWMS PDF exports`,
        value: Math.round(Math.max(...run.exports.map((e) => e.ms))),
        unit: "ms",
      },
    );
  } finally {
    await server.stop();
  }
}
