import { randomUUID } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { injectAs, type TestApp } from '../helpers/app';

export const ADMIN = 'admin@safc-registry.example';
export const NORDIC_REP = 'rep@nordicfuels.example';
export const SKYWAYS_REP = 'rep@skyways.example';
export const NORDIC_READ_ONLY = 'readonly@nordicfuels.example';

/** A billing call as a demo user; mutating calls carry an Idempotency-Key as the web sends them. */
export function billing(
  app: TestApp,
  email: string,
  method: InjectOptions['method'],
  url: string,
  payload?: object,
): Promise<LightMyRequestResponse> {
  return injectAs(app, email, {
    method,
    url: `/api/billing${url}`,
    ...(payload ? { payload } : {}),
    headers: method === 'GET' ? {} : { 'idempotency-key': randomUUID() },
  });
}

/** The current UTC month, as the demo's events and invoices fall in it. */
export function thisMonth(now = new Date()): { periodStart: string; periodEnd: string } {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  const day = (date: Date) => date.toISOString().slice(0, 10);
  return {
    periodStart: day(new Date(Date.UTC(year, month, 1))),
    periodEnd: day(new Date(Date.UTC(year, month + 1, 0))),
  };
}
