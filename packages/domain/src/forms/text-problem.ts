// Text a person typed holds no control characters and no broken characters. A NUL cannot be stored by
// PostgreSQL at all; the other controls are invisible and make what a reviewer reads differ from what was
// sent; a lone UTF-16 surrogate has no UTF-8 form and would be stored silently as "\uFFFD".

export const CONTROL_CHARACTER_MESSAGE = 'Remove the control characters (such as NUL) from this text';
export const BROKEN_CHARACTER_MESSAGE =
  'This text has a broken character (a lone UTF-16 surrogate); type it again';

/** A single line (names, codes, searches) or a text area, which keeps tabs and line breaks. */
export type TextKind = 'line' | 'textArea';

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;

/** Unicode's "Cc" controls: C0, DEL and C1. Browsers send a text area's line breaks as CR LF. */
function isRefusedControl(code: number, kind: TextKind): boolean {
  const control = code <= 0x1f || (code >= 0x7f && code <= 0x9f);
  if (!control) return false;
  return kind === 'line' || !(code === TAB || code === LINE_FEED || code === CARRIAGE_RETURN);
}

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/** Why the text cannot be kept as typed (the message for its field), or undefined when it can. */
export function textProblem(value: string, kind: TextKind = 'line'): string | undefined {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (isHighSurrogate(code)) {
      if (!isLowSurrogate(value.charCodeAt(index + 1))) return BROKEN_CHARACTER_MESSAGE;
      index += 1;
    } else if (isLowSurrogate(code)) {
      return BROKEN_CHARACTER_MESSAGE;
    } else if (isRefusedControl(code, kind)) {
      return CONTROL_CHARACTER_MESSAGE;
    }
  }
  return undefined;
}
