import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { joinClusterMetrics } from '../cluster-metrics.js';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Registry;
  }
}

/** Request counts and latency histograms per route, in prom-client's registry of this app. */
export const metricsPlugin = fp(
  async (app: FastifyInstance) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    const labelNames = ['method', 'route', 'status_code'] as const;
    const requests = new Counter({
      name: 'governor_http_requests_total',
      help: 'HTTP requests by route and status',
      labelNames,
      registers: [registry],
    });
    const latency = new Histogram({
      name: 'governor_http_request_duration_seconds',
      help: 'HTTP request latency by route',
      labelNames,
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers: [registry],
    });
    app.decorate('metrics', registry);
    joinClusterMetrics(registry);
    // Synchronous: it runs on every request, and an async hook costs a promise and a microtask.
    app.addHook('onResponse', (request, reply, done) => {
      // Unknown URLs share one label so scanners cannot blow up the label space.
      const route = request.is404 ? 'unmatched' : (request.routeOptions.url ?? 'unmatched');
      const labels = { method: request.method, route, status_code: String(reply.statusCode) };
      requests.inc(labels);
      latency.observe(labels, reply.elapsedTime / 1000);
      done();
    });
  },
  { name: 'metrics' },
);
