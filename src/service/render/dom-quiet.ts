/**
 * axe reads the page its scripts built: after `load` and network quiet, a theme script may still be
 * changing the DOM (a code block given `tabindex="0"`, a list filled in). The render waits until
 * the DOM has gone a whole window without a mutation, at most a capped time (a carousel never
 * stops), so a script that changes the page shortly after load is read the same way on every run,
 * on an idle machine and a busy one alike: the window is the page's own time, not the machine's.
 */
import type { IsolatedWorld } from './isolated-world.js';

export const DOM_QUIET = {
  /** No mutation for this long... (a script 700 ms after load is inside it: the wait starts after network quiet) */
  windowMs: 1_000,
  /** ...waited for at most this long; past it the DOM is read as it is, and the report says so. */
  capMs: 5_000,
};

interface QuietOptions {
  windowMs: number;
  capMs: number;
}

/** Waits for a quiet DOM in `world`'s document; resolves true when it was quiet, false when the cap came first. */
export async function waitForQuietDom(world: IsolatedWorld, options: QuietOptions = DOM_QUIET): Promise<boolean> {
  const quiet = await world.call(inWorld, options);
  return quiet === true;
}

interface QuietGlobals {
  document: unknown;
  performance: { now(): number };
  setTimeout(this: void, callback: () => void, ms: number): unknown;
  MutationObserver: new (callback: () => void) => {
    observe(target: unknown, options: Record<string, boolean>): void;
    disconnect(): void;
  };
}

/** Runs in the isolated world: serialised, so it uses nothing from this module's scope. */
function inWorld({ windowMs, capMs }: QuietOptions): Promise<boolean> {
  const { document, performance, setTimeout, MutationObserver } = globalThis as unknown as QuietGlobals;
  return new Promise((resolve) => {
    const start = performance.now();
    let last = start;
    const observer = new MutationObserver(() => {
      last = performance.now();
    });
    observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    const check = () => {
      const now = performance.now();
      const quietFor = now - last;
      if (quietFor >= windowMs || now - start >= capMs) {
        observer.disconnect();
        resolve(quietFor >= windowMs);
        return;
      }
      setTimeout(check, Math.min(windowMs - quietFor, capMs - (now - start)));
    };
    setTimeout(check, windowMs);
  });
}
