/**
 * Fault injection for tests and benchmarks. Every decision comes from a small seeded PRNG, so a
 * seed replays the same faults for the same sequence of requests. Each request draws the same
 * number of values whatever happens to it, and analyses draw from their own stream, so the
 * faults of one request do not depend on how many analyses ran meanwhile.
 */
import { ServeConfigError } from './errors.js';

export interface Faults {
  seed?: number;
  /** Added to every /api/v1 request, in milliseconds. */
  latencyMs?: number;
  /** Added to every analysis (reports and crawl pages), in milliseconds. */
  analysisLatencyMs?: number;
  /** Shares (0-1) of requests answered with that fault. */
  rate503?: number;
  rate429?: number;
  retryAfterSeconds?: number;
  /** The socket is destroyed after the request was handled (a POST's job is already queued). */
  rateReset?: number;
  /** A 200 answer to a GET is cut in half: invalid JSON. */
  rateMalformed?: number;
  /** A 202 answer to a GET carries the status `analyzing`, which the interface never shows. */
  rateUnknownStatus?: number;
  /** Share of report analyses that stay `running` forever. */
  rateNeverFinish?: number;
}

export interface RequestFaults {
  refuse: 503 | 429 | null;
  reset: boolean;
  malformed: boolean;
  unknownStatus: boolean;
}

const SPEC_KEYS: Record<string, { field: keyof Faults; kind: 'rate' | 'count' | 'seed' }> = {
  seed: { field: 'seed', kind: 'seed' },
  latency: { field: 'latencyMs', kind: 'count' },
  'analysis-latency': { field: 'analysisLatencyMs', kind: 'count' },
  '503': { field: 'rate503', kind: 'rate' },
  '429': { field: 'rate429', kind: 'rate' },
  'retry-after': { field: 'retryAfterSeconds', kind: 'count' },
  reset: { field: 'rateReset', kind: 'rate' },
  malformed: { field: 'rateMalformed', kind: 'rate' },
  'unknown-status': { field: 'rateUnknownStatus', kind: 'rate' },
  'never-finish': { field: 'rateNeverFinish', kind: 'rate' },
};

/** "seed=7,latency=20,503=0.1,..." as given to `pagegate serve --faults`. */
export function parseFaults(spec: string): Faults {
  const faults: Faults = {};
  for (const item of spec.split(',')) {
    const [name = '', raw, extra] = item.trim().split('=');
    const known = SPEC_KEYS[name];
    if (!known)
      throw new ServeConfigError(`--faults: unknown fault "${name}" (known: ${Object.keys(SPEC_KEYS).join(', ')})`);
    if (raw === undefined || extra !== undefined) throw new ServeConfigError(`--faults: expected ${name}=VALUE`);
    if (faults[known.field] !== undefined) throw new ServeConfigError(`--faults: ${name} is given twice`);
    faults[known.field] = faultValue(name, raw, known.kind);
  }
  return faults;
}

function faultValue(name: string, raw: string, kind: 'rate' | 'count' | 'seed'): number {
  const value = raw.trim() === '' ? Number.NaN : Number(raw);
  if (kind === 'rate' && !(value >= 0 && value <= 1))
    throw new ServeConfigError(`--faults: ${name}="${raw}" is not a share between 0 and 1`);
  if (kind !== 'rate' && !(Number.isInteger(value) && value >= 0))
    throw new ServeConfigError(`--faults: ${name}="${raw}" is not a whole number >= 0`);
  return value;
}

/** mulberry32: tiny, fast and good enough to spread faults; not for secrets. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class FaultInjector {
  readonly latencyMs: number;
  readonly analysisLatencyMs: number;
  readonly retryAfterSeconds: number;
  readonly #faults: Faults;
  readonly #requests: () => number;
  readonly #analyses: () => number;

  constructor(faults: Faults = {}) {
    this.#faults = faults;
    this.latencyMs = faults.latencyMs ?? 0;
    this.analysisLatencyMs = faults.analysisLatencyMs ?? 0;
    this.retryAfterSeconds = faults.retryAfterSeconds ?? 1;
    const seed = faults.seed ?? 1;
    this.#requests = seededRandom(seed);
    this.#analyses = seededRandom(seed ^ 0x5bd1e995);
  }

  forRequest(): RequestFaults {
    const [refuse503, refuse429, reset, malformed, unknownStatus] = Array.from({ length: 5 }, this.#requests);
    const hit = (draw: number | undefined, rate: number | undefined) => (draw ?? 1) < (rate ?? 0);
    return {
      refuse: hit(refuse503, this.#faults.rate503) ? 503 : hit(refuse429, this.#faults.rate429) ? 429 : null,
      reset: hit(reset, this.#faults.rateReset),
      malformed: hit(malformed, this.#faults.rateMalformed),
      unknownStatus: hit(unknownStatus, this.#faults.rateUnknownStatus),
    };
  }

  neverFinishes(): boolean {
    return this.#analyses() < (this.#faults.rateNeverFinish ?? 0);
  }
}
