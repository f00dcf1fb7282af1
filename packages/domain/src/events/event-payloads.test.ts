import { describe, expect, it } from 'vitest';
import { EVENT_TYPES } from '../catalogues/statuses';
import {
  EVENT_PAYLOAD_SCHEMAS,
  EventPayloadError,
  checkEventPayload,
  readEventPayload,
  readLoggedEvent,
  readTypedEvent,
} from './event-payloads';

describe('event payload schemas', () => {
  it('name every event type', () => {
    expect(Object.keys(EVENT_PAYLOAD_SCHEMAS).sort()).toEqual([...EVENT_TYPES].sort());
  });

  it('refuse, when recording, a missing field, a wrong kind and a key the type does not name', () => {
    const transfer = {
      serial: 'S-1',
      volume: '10.000',
      remainder: null,
      received: 'S-2',
      receivingAccountId: '5b0c1c63-5f6f-4c8e-9d55-0c6f0b7f9a11',
    };
    expect(checkEventPayload('UnitTransferred', transfer)).toEqual(transfer);
    expect(() => checkEventPayload('UnitTransferred', { ...transfer, received: undefined })).toThrow(
      EventPayloadError,
    );
    expect(() => checkEventPayload('UnitTransferred', { ...transfer, volume: 10 })).toThrow(/volume/);
    expect(() => checkEventPayload('UnitTransferred', { ...transfer, to: 'x' })).toThrow(/to/);
  });

  it('check each option of a union strictly (InvoiceUpdated)', () => {
    const voided = { status: 'void', from: 'draft', number: null, reason: 'wrong period' };
    expect(checkEventPayload('InvoiceUpdated', voided)).toEqual(voided);
    expect(() => checkEventPayload('InvoiceUpdated', { ...voided, paidOn: '2026-01-01' })).toThrow();
  });

  it('read a payload keeping keys its type does not name, and narrow on the type', () => {
    expect(readEventPayload('AccountBlocked', { reason: 'fraud', extra: 1 })).toEqual({
      reason: 'fraud',
      extra: 1,
    });
    const read = readTypedEvent('IssuanceClarified', {
      actionId: '5b0c1c63-5f6f-4c8e-9d55-0c6f0b7f9a11',
      comment: 'done',
    });
    if (read.type !== 'IssuanceClarified') throw new Error('narrowed wrongly');
    expect(read.payload.comment).toBe('done');
    expect(() => readEventPayload('AccountBlocked', {})).toThrow(EventPayloadError);
  });

  it('read for the log view: typed when the payload fits exactly, else as recorded with what does not fit', () => {
    const current = readLoggedEvent('CompanyClosed', { previousStatus: 'active', requestId: null });
    expect(current).toEqual({
      type: 'CompanyClosed',
      payloadFits: true,
      payload: { previousStatus: 'active', requestId: null },
    });
    // Before decision 038 an approved CompanyCloseRequest wrote {status, requestId}.
    const old = readLoggedEvent('CompanyClosed', { status: 'closed', requestId: null });
    expect(old).toMatchObject({ payloadFits: false, payload: { status: 'closed', requestId: null } });
    if (old.payloadFits) throw new Error('an old payload read as fitting');
    expect(old.payloadProblem).toMatch(/previousStatus/);
    expect(old.payloadProblem).toMatch(/status/);
    expect(readLoggedEvent('UserBlocked', null)).toMatchObject({ payloadFits: true, payload: {} });
    expect(readLoggedEvent('UserBlocked', 'text')).toMatchObject({
      payloadFits: false,
      payload: { value: 'text' },
    });
  });
});
