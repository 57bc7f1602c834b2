/**
 * Prometheus metrics of one node (`GET /metrics`): the queue depth of the shared store, analyses by
 * outcome, how long they took, and the allowance spent. A registry of its own, not prom-client's
 * global one, so two services in one process (the tests) never share counters.
 */
import { Counter, Gauge, Histogram, Registry } from 'prom-client';

export interface ServiceMetrics {
  registry: Registry;
  analyses: Counter<'outcome'>;
  analysisSeconds: Histogram;
  allowanceSpent: Counter<'plan'>;
}

export function createMetrics(queueDepth: () => Promise<number>): ServiceMetrics {
  const registry = new Registry();
  new Gauge({
    name: 'pagegate_queue_depth',
    help: 'Jobs (reports and crawl pages) queued for a worker, on every node of the store',
    registers: [registry],
    async collect() {
      this.set(await queueDepth());
    },
  });
  return {
    registry,
    analyses: new Counter({
      name: 'pagegate_analyses_total',
      help: 'Analyses (reports and crawl pages) this node ran, by outcome: complete or failed',
      labelNames: ['outcome'],
      registers: [registry],
    }),
    analysisSeconds: new Histogram({
      name: 'pagegate_analysis_seconds',
      help: 'Seconds one analysis took on this node, fetched or rendered',
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60],
      registers: [registry],
    }),
    allowanceSpent: new Counter({
      name: 'pagegate_allowance_spent_total',
      help: 'Reports charged to a workspace allowance by this node, by plan',
      labelNames: ['plan'],
      registers: [registry],
    }),
  };
}
