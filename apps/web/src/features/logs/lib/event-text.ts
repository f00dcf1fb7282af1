import type { LogEntry } from '@safc/domain';

/** 'UnitTransferred' -> 'Unit transferred': the event type as words. */
export const eventTypeLabel = (type: string): string =>
  type
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/ (\w)/g, (_match, letter: string) => ` ${letter.toLowerCase()}`);

const shown = (value: unknown): string =>
  value === null || value === undefined
    ? '—'
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/** The event's payload as short "key: value" pairs; nested values stay JSON so nothing is hidden. */
export const payloadText = (event: LogEntry): string =>
  Object.entries(event.payload)
    .map(([key, value]) => `${key}: ${shown(value)}`)
    .join(' · ');
