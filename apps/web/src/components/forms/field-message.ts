/**
 * The helper text of a field with nothing to say. A field's message appearing or vanishing on blur would
 * move everything below it, so a click on the button under a form could land where the button no longer
 * is; every field keeps one line for its message instead.
 */
export const KEEP_ROOM_FOR_MESSAGE = ' ';
