import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { systemClock, type Clock } from './identity/clock';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The api's one time source. Every domain reads it (token expiry, trial ends, last
     * login), so a test that moves time moves it for identity and billing alike.
     */
    clock: Clock;
  }
}

export interface ClockPluginOptions {
  clock?: Clock;
}

export const clockPlugin = fp<ClockPluginOptions>(
  async function clock(app: FastifyInstance, opts: ClockPluginOptions): Promise<void> {
    app.decorate('clock', opts.clock ?? systemClock);
  },
  { name: 'clock' },
);
