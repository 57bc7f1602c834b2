/**
 * `pagegate accepted show` prints what a state's file holds, which a cache entry or a fork may have
 * written: escape sequences (OSC 52 writing the clipboard, a screen clear) and carriage returns
 * reach the terminal inert. So does the one error line of any command.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { accepted } from '../../src/cli/accepted.js';
import { describe as describeError } from '../../src/errors.js';

const OSC52 = '\u001b]52;c;cm0gLXJmIH4=\u0007';
const CLEAR = '\u001b[2J\u001b[H';
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/;

describe('accepted show: terminal output is inert', () => {
  it("drops escape sequences and carriage returns from the state's URLs, tag and times", async () => {
    const snapshot = { key: 'k', score: 90, grade: 'A', issues: null, findings: [], acceptedAt: `2026${CLEAR}` };
    const state = {
      version: 1,
      tag: `gate${OSC52}`,
      commit: `\u001b[31mabc`,
      savedAt: `2026-11-27\rforged`,
      pages: { [`https://x.test/${OSC52}`]: snapshot, [`https://x.test/a\rhttps://x.test/b${CLEAR}`]: snapshot },
    };
    const path = join(await mkdtemp(join(tmpdir(), 'pagegate-accepted-show-')), 'accepted.json');
    await writeFile(path, JSON.stringify(state));
    let out = '';
    const code = await accepted(['show', '--accepted-file', path], {
      stdout: (text) => (out += text),
      stderr: () => undefined,
    });
    expect(code).toBe(0);
    expect(out).not.toMatch(CONTROL);
    expect(out.split('\n')).toEqual([
      `${path}: comment-tag "gate]52;c;cm0gLXJmIH4=", saved 2026-11-27 forged (commit [31mab), 2 pages`,
      '  2026[2J[H  mode unknown  https://x.test/]52;c;cm0gLXJmIH4=',
      '  2026[2J[H  mode unknown  https://x.test/a https://x.test/b[2J[H',
      '',
    ]);
  });

  it('the error line of any command carries no control character', () => {
    const line = describeError(new Error(`cannot read "${OSC52}a\rb${CLEAR}"\nsecond line`));
    expect(line).toBe('cannot read "]52;c;cm0gLXJmIH4=ab[2J[H"');
  });
});
