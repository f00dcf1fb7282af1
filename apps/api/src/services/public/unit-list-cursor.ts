import type { PublicUnitSort } from '@safc/domain';
import { AppError } from '../../errors/app-error';

/**
 * A keyset cursor: the sort key and serial of the row a page ended (or began) at, for the sort it was made
 * for. Opaque to clients (base64url JSON); a cursor of another sort or a forged one is a 400, never a 500.
 */
export interface UnitListCursor {
  sort: PublicUnitSort;
  key: string;
  serial: string;
}

export const encodeCursor = (cursor: UnitListCursor): string =>
  Buffer.from(JSON.stringify([cursor.sort, cursor.key, cursor.serial])).toString('base64url');

export function decodeCursor(text: string, sort: PublicUnitSort, field: 'after' | 'before'): UnitListCursor {
  try {
    const [cursorSort, key, serial] = JSON.parse(
      Buffer.from(text, 'base64url').toString('utf8'),
    ) as unknown[];
    if (cursorSort === sort && typeof key === 'string' && typeof serial === 'string' && serial.length <= 64) {
      return { sort, key, serial };
    }
  } catch {
    // Falls through to the refusal below: a cursor that is not ours.
  }
  throw AppError.badRequest(`${field} is not a cursor of this list and sort`, { field });
}
