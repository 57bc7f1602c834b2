// The action's entry: `run()` for GitHub's local-action and tests to call; started as the action
// (`node dist/index.js`, the runner's main), it runs itself.
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { run } from './main.js';

export { run };

const started = process.argv[1];
if (started !== undefined && realpathSync(started) === realpathSync(fileURLToPath(import.meta.url))) await run();
