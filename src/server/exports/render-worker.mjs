// Entry of an export worker thread. Worker threads start without the TypeScript loader the main
// process may have been started with (tests, for one), so it is registered here before the
// renderers are loaded.
import { tsImport } from "tsx/esm/api";

const task = await tsImport("./render-task.ts", import.meta.url);

/**
 * Tells the main thread the render has begun before starting it: the export time limit measures
 * the render, not the seconds a freshly started thread spends loading the renderers.
 */
export default async function renderInWorker({ started, ...renderTask }) {
  started?.postMessage("started");
  started?.close();
  return task.default(renderTask);
}
