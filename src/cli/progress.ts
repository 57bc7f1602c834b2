/**
 * The live progress line on a TTY ("12/50 pages, 2 failing"), redrawn in place; page lines are
 * printed above it. Off a TTY it does nothing and page lines are plain.
 */
import { count } from '../text/count.js';

export interface Progress {
  update(done: number, total: number, failing: boolean): void;
  log(line: string, write: (text: string) => void): void;
  finish(): void;
}

export function createProgress(tty: ((text: string) => void) | null): Progress {
  let line = '';
  let failing = 0;
  const clear = () => {
    if (tty && line) tty('\r\x1b[2K');
  };
  return {
    update(done, total, pageFailing) {
      if (pageFailing) failing += 1;
      if (!tty) return;
      clear();
      line = `${done}/${count(total, 'page')}, ${failing} failing`;
      tty(line);
    },
    log(text, write) {
      clear();
      write(`${text}\n`);
      if (tty && line) tty(line);
    },
    finish() {
      clear();
      line = '';
    },
  };
}
