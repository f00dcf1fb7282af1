import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { HELPDESK_TIMEOUT_MS } from '@safc/domain';
import { helpdeskMachine, type HelpdeskSubmission } from './helpdesk-machine';

const submission: HelpdeskSubmission = {
  values: { type: 'technicalIssue', description: 'The holdings page does not load.', screenshot: true },
  url: 'http://localhost/holdings',
};

function start(send: (input: HelpdeskSubmission) => Promise<unknown>) {
  const machine = helpdeskMachine.provide({
    actors: { createTicket: fromPromise(({ input }) => send(input)) },
  });
  return createActor(machine).start();
}

describe('helpdesk modal (forms spec §4)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('goes Closed -> Opened -> Creating -> Success and closes itself after 5 s, clearing the form', async () => {
    const send = vi.fn(() => Promise.resolve({ id: 't1' }));
    const actor = start(send);
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'open' });
    expect(actor.getSnapshot().value).toBe('opened');
    actor.send({ type: 'submit', submission });
    expect(actor.getSnapshot().value).toBe('creating');
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledWith(submission);
    expect(actor.getSnapshot().value).toBe('success');
    await vi.advanceTimersByTimeAsync(HELPDESK_TIMEOUT_MS - 1);
    expect(actor.getSnapshot().value).toBe('success');
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context.draft).toBeNull();
  });

  it('on failure shows the helpdesk failure text with the error message, then returns to the filled form after 5 s', async () => {
    const actor = start(() => Promise.reject(new Error('Service unavailable')));
    actor.send({ type: 'open' });
    actor.send({ type: 'submit', submission });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('error');
    expect(actor.getSnapshot().context.failure).toBe(
      'We have some problems with reporting your problem: Service unavailable',
    );
    await vi.advanceTimersByTimeAsync(HELPDESK_TIMEOUT_MS);
    expect(actor.getSnapshot().value).toBe('opened');
    expect(actor.getSnapshot().context.draft).toEqual(submission.values);
  });

  it('a close event from anywhere resets to Closed and clears the form data', async () => {
    const actor = start(() => new Promise(() => undefined));
    actor.send({ type: 'open' });
    actor.send({ type: 'submit', submission });
    expect(actor.getSnapshot().value).toBe('creating');
    actor.send({ type: 'close' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context).toEqual({ draft: null, failure: null });
  });

  it('Success can be closed before the 5 s with Close', async () => {
    const actor = start(() => Promise.resolve(undefined));
    actor.send({ type: 'open' });
    actor.send({ type: 'submit', submission });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'close' });
    expect(actor.getSnapshot().value).toBe('closed');
    await vi.advanceTimersByTimeAsync(HELPDESK_TIMEOUT_MS);
    expect(actor.getSnapshot().value).toBe('closed');
  });
});
