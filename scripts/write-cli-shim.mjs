// ncc names every bundle index.js, so the CLI bundle lives in dist/cli/ and dist/cli.js is the
// stable entry that package.json's bin and the docs (`node dist/cli.js`) point at.
import { writeFileSync } from 'node:fs';
writeFileSync('dist/cli.js', "#!/usr/bin/env node\nimport './cli/index.js';\n", { mode: 0o755 });
