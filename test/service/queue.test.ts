import { describe, expect, it } from 'vitest';
import { JobQueue } from '../../src/service/queue.js';
import type { Job } from '../../src/service/store.js';
import type { ReportRow } from '../../src/service/store-reports.js';

const job = (id: number): Job => ({ kind: 'report', report: { id } as ReportRow });

describe('JobQueue', () => {
  it('lets the event loop turn between jobs that settle without I/O', async () => {
    const waiting = Array.from({ length: 100 }, (_, i) => job(i));
    let done = 0;
    const queue = new JobQueue({
      claim: () => waiting.shift(),
      run: async () => void done++,
      onError: (error) => {
        throw error;
      },
    });
    const seenByRequest = new Promise<number>((resolve) => setImmediate(() => resolve(done)));
    queue.start(4);
    expect(await seenByRequest).toBeLessThan(100);
    await queue.close();
  });

  it('claims again when a job is announced while a claim is in flight', async () => {
    // Over PostgreSQL a claim is a round trip: a NOTIFY can arrive after its snapshot and before
    // the worker sleeps. A lost wake would leave the job queued until the hour-long poll.
    let claims = 0;
    let ran: (job: Job) => void = () => {};
    const running = new Promise<Job>((resolve) => (ran = resolve));
    const queue = new JobQueue({
      claim: async () => {
        claims++;
        if (claims > 1) return claims === 2 ? job(7) : undefined;
        queue.wake();
        return undefined;
      },
      run: async (claimed) => ran(claimed),
      onError: (error) => {
        throw error;
      },
      pollMs: 3_600_000,
    });
    queue.start(1);
    expect(await running).toEqual(job(7));
    await queue.close();
  });

  it("runs the job its last job's end claimed, and claims only when there is none", async () => {
    let claims = 0;
    const ran: number[] = [];
    let idle: () => void = () => {};
    const done = new Promise<void>((resolve) => (idle = resolve));
    const queue = new JobQueue({
      claim: () => {
        if (claims++ === 0) return job(1);
        idle();
        return undefined;
      },
      run: async (claimed) => {
        const id = claimed.kind === 'report' ? claimed.report.id : -1;
        ran.push(id);
        return id < 3 ? job(id + 1) : undefined;
      },
      onError: (error) => {
        throw error;
      },
      // As the service runs it: each job's lease is kept while it runs.
      lease: { everyMs: 3_600_000, renew: async () => true },
      pollMs: 3_600_000,
    });
    queue.start(1);
    await done;
    await queue.close();
    expect(ran).toEqual([1, 2, 3]);
    // The first claim, then one after job 3 (which claimed nothing); none between.
    expect(claims).toBe(2);
  });
});
