/**
 * axe is never silently dropped: every way a run can fail ends the rendered analysis with
 * `axe_not_run`, and the time it gets grows with the page and the machine's load. A fake world
 * answers for the browser.
 */
import { describe, expect, it, vi } from 'vitest';
import { AXE_TWIN_RULES } from '../../../src/service/analyzer/axe-rules.js';
import type { IsolatedWorld } from '../../../src/service/render/isolated-world.js';
import { AXE_TIME, axeTimeMs, runAxe } from '../../../src/service/render/run-axe.js';

const worldAnswering = (answer: () => Promise<unknown>): IsolatedWorld => ({
  call: answer,
  run: async () => {},
  loaded: async () => {},
  left: async () => false,
  revealShadowRoots: async () => 0,
});

const RAN_ALL = { rules: [...AXE_TWIN_RULES, 'color-contrast'], violations: [] };
const LOADED = Promise.resolve();

describe('runAxe', () => {
  it('gives a real run’s answer back', async () => {
    await expect(
      runAxe(
        worldAnswering(async () => RAN_ALL),
        LOADED,
        60_000,
      ),
    ).resolves.toEqual(RAN_ALL);
  });

  it.each([
    ['axe threw', async () => Promise.reject(new Error('axe is not defined')), /axe is not defined/],
    ['the answer is not axe’s', async () => ({ violations: 'none at all' }), /its answer is not axe's/],
    ['nothing came back', async () => undefined, /its answer is not axe's/],
    [
      'a rule it was told to run is missing',
      async () => ({ rules: ['color-contrast'], violations: [] }),
      /did not run/,
    ],
  ])('%s: axe_not_run, accessibility not measured', async (_name, answer, why) => {
    const running = runAxe(worldAnswering(answer), LOADED, 60_000);
    await expect(running).rejects.toMatchObject({
      code: 'axe_not_run',
      message: expect.stringMatching(/^axe did not run: accessibility not measured \(/),
    });
    await expect(running).rejects.toThrow(why);
  });

  it('its source could not be evaluated: axe_not_run', async () => {
    const loaded = Promise.reject(new Error('out of memory'));
    await expect(
      runAxe(
        worldAnswering(async () => RAN_ALL),
        loaded,
        60_000,
      ),
    ).rejects.toMatchObject({
      code: 'axe_not_run',
      message: expect.stringContaining('out of memory'),
    });
  });

  it('did not finish in its time: axe_not_run, saying how long it had', async () => {
    vi.useFakeTimers();
    try {
      const running = runAxe(
        worldAnswering(async () => RAN_ALL),
        new Promise<void>(() => {}),
        2_000,
      );
      const failed = expect(running).rejects.toMatchObject({
        code: 'axe_not_run',
        message: 'axe did not finish in 2 s: accessibility not measured',
      });
      await vi.advanceTimersByTimeAsync(2_000);
      await failed;
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('axeTimeMs', () => {
  it('grows with the page', () => {
    expect(axeTimeMs(0, 0, 2)).toBe(AXE_TIME.baseMs);
    expect(axeTimeMs(400 * 1024, 0, 2)).toBe(AXE_TIME.baseMs + 400 * AXE_TIME.perKibMs);
  });

  it('grows with the load on each core, never below the idle time', () => {
    expect(axeTimeMs(0, 1, 2)).toBe(AXE_TIME.baseMs);
    expect(axeTimeMs(0, 4, 2)).toBe(2 * AXE_TIME.baseMs);
    expect(axeTimeMs(0, 10, 2)).toBe(5 * AXE_TIME.baseMs);
  });

  it('is bounded', () => {
    expect(axeTimeMs(5 * 1024 * 1024, 100, 1)).toBe(AXE_TIME.maxMs);
  });
});
