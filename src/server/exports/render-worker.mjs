// Entry of an export worker thread. Worker threads start without the TypeScript loader the main
// process may have been started with (tests, for one), so it is registered here before the
// renderers are loaded.
import { tsImport } from "tsx/esm/api";

const task = await tsImport("./render-task.ts", import.meta.url);

export default task.default;
