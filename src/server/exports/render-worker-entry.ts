import type { MessagePort } from "node:worker_threads";
import renderTask, { type RenderTask } from "./render-task";

/**
 * The export worker of the compiled server (`npm run build` bundles it beside the server as
 * render-worker.mjs). Run from source, the pool starts render-worker.mjs instead, which loads the
 * TypeScript itself. Both tell the main thread the render has begun before starting it: the export
 * time limit measures the render, not the time a new thread spends loading the renderers.
 */
export default async function renderInWorker({ started, ...task }: RenderTask & { started?: MessagePort }) {
  started?.postMessage("started");
  started?.close();
  return renderTask(task as RenderTask);
}
