/** render through the whole action: the input, and a config-file pattern, on a page built by script. */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { describeRender } from '../service/render/with-browser.js';
import { readResults, run, tempDir, useWorld, verdicts } from './world.js';

const world = useWorld();
const inputs = { urls: '/app', 'min-score': '70', baseline: 'none', comment: 'never' };

describeRender('render: true', () => {
  it('fails /app fetched and passes it rendered, by the input and by a config-file pattern', async () => {
    const fetched = await run(world(), inputs);
    expect(fetched.code, fetched.log).toBe(1);
    expect(verdicts(await readResults(fetched.outputs['results-file']))).toEqual([['/app', 'fail']]);

    const rendered = await run(world(), { ...inputs, render: 'true' });
    expect(rendered.code, rendered.log).toBe(0);
    expect(verdicts(await readResults(rendered.outputs['results-file']))).toEqual([['/app', 'pass']]);

    const config = join(await tempDir(), 'pagegate.yml');
    await writeFile(config, 'pages:\n  - pattern: /app\n    render: true\n');
    const byPattern = await run(world(), { ...inputs, 'config-file': config });
    expect(byPattern.code, byPattern.log).toBe(0);
    expect(verdicts(await readResults(byPattern.outputs['results-file']))).toEqual([['/app', 'pass']]);
  }, 60_000);
});
