// Fails when a line of src/**/*.ts or test/**/*.ts is longer than LIMIT characters (code points, as Prettier counts).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const LIMIT = 120;
const files = execFileSync('git', ['ls-files', 'src/*.ts', 'test/*.ts'], { encoding: 'utf8' })
  .split('\n')
  .filter(Boolean);
let long = 0;
for (const file of files) {
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, index) => {
      const length = [...line].length;
      if (length > LIMIT) {
        long += 1;
        console.log(`${file}:${index + 1}: ${length} characters (limit ${LIMIT})`);
      }
    });
}
process.exit(long > 0 ? 1 : 0);
