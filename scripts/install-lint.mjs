// npm's postinstall: `npm ci` (or `npm install`) in a clone of this repository also installs the
// lint toolchain, which lives in its own tree (scripts/lint: typescript-eslint needs TypeScript
// 6's JS API while the project builds with TypeScript 7), so `npm run lint` works after the
// README's install. It does nothing when pagegate is installed as a dependency (npm then runs it
// from inside another project's node_modules, not from where npm was started), when
// scripts/lint/node_modules is a link to a tree shared with another checkout (a git worktree:
// `npm ci` would empty the shared tree), or when PAGEGATE_SKIP_LINT_INSTALL is set.
import { execFileSync } from 'node:child_process';
import { lstatSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('../', import.meta.url)));
const isRootInstall = process.env.INIT_CWD !== undefined && resolve(process.env.INIT_CWD) === root;
const linked = lstatSync(join(root, 'scripts/lint/node_modules'), { throwIfNoEntry: false })?.isSymbolicLink();

if (isRootInstall && !linked && !process.env.PAGEGATE_SKIP_LINT_INSTALL) {
  execFileSync('npm', ['--prefix', 'scripts/lint', 'ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
}
