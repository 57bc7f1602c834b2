import { it, expect } from 'vitest'; import { run } from '../src/main.js'; it('x', async () => { expect(await run()).toBeUndefined(); });
