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
});
