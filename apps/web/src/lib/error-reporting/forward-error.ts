import { isHttpError } from '../http-error';

// The error dialog's errors reach the error-reporting client once it has started: failures of the
// registry (5xx, transport, the web's own bugs), not refusals a person caused (4xx), which the API logs.
let capture: ((error: unknown) => void) | null = null;

export function setErrorCapture(next: (error: unknown) => void): void {
  capture = next;
}

export function forwardToErrorReporting(error: unknown): void {
  if (!capture) return;
  if (isHttpError(error) && error.status < 500) return;
  capture(error);
}
