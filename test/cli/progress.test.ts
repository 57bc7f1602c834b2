import { describe, expect, it } from 'vitest';
import { createProgress } from '../../src/cli/progress.js';

const CLEAR = '\r\x1b[2K';

/** Everything written, in order, tagged with where it went. */
function terminal() {
  const written: string[] = [];
  return {
    written,
    tty: (text: string) => written.push(`tty:${text}`),
    out: (text: string) => written.push(`out:${text}`),
  };
}

describe('createProgress on a TTY', () => {
  it('redraws the progress line in place and counts failing pages', () => {
    const { written, tty } = terminal();
    const progress = createProgress(tty);
    progress.update(1, 3, false);
    progress.update(2, 3, true);
    progress.update(3, 3, true);
    expect(written).toEqual([
      'tty:1/3 pages, 0 failing',
      `tty:${CLEAR}`,
      'tty:2/3 pages, 1 failing',
      `tty:${CLEAR}`,
      'tty:3/3 pages, 2 failing',
    ]);
  });

  it('prints a page line above the progress line, then draws it again', () => {
    const { written, tty, out } = terminal();
    const progress = createProgress(tty);
    progress.log('before any progress', out);
    progress.update(1, 2, false);
    progress.log('pass https://a.example/', out);
    expect(written).toEqual([
      'out:before any progress\n',
      'tty:1/2 pages, 0 failing',
      `tty:${CLEAR}`,
      'out:pass https://a.example/\n',
      'tty:1/2 pages, 0 failing',
    ]);
  });

  it('clears the line when finished and does not draw it again', () => {
    const { written, tty, out } = terminal();
    const progress = createProgress(tty);
    progress.update(2, 2, false);
    progress.finish();
    progress.log('pagegate: passed', out);
    progress.finish();
    expect(written).toEqual(['tty:2/2 pages, 0 failing', `tty:${CLEAR}`, 'out:pagegate: passed\n']);
  });
});

describe('createProgress off a TTY', () => {
  it('writes page lines plainly and nothing else', () => {
    const { written, out } = terminal();
    const progress = createProgress(null);
    progress.update(1, 2, true);
    progress.log('fail https://a.example/', out);
    progress.update(2, 2, false);
    progress.finish();
    expect(written).toEqual(['out:fail https://a.example/\n']);
  });
});
