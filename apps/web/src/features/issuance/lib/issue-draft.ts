import type { FieldValues } from 'react-hook-form';
import { DRAFT_PREFIX } from '../../../lib/drafts';

// The issue wizard's draft (issue 45 item 5, docs/decisions/125): its answers, kept in this browser's local
// storage per user and account, so that Cancel, a reload or a failed submission loses nothing. It keeps what
// the person typed and chose, and the proof document's bytes only while the document is small; a larger
// document is remembered by name and size, to be chosen again. No token, password or secret is ever in the
// form, so none is in the draft; the user menu's Logout removes every draft (lib/drafts.ts).

export const ISSUE_DRAFT_PREFIX = `${DRAFT_PREFIX}issue.v1`;
/** A document up to this size travels with the draft (base64: a third more in storage). */
export const DRAFT_DOCUMENT_MAX_BYTES = 512 * 1024;
/** A draft nobody came back to for this long is dropped when drafts are next read. */
const DRAFT_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

export interface DraftOwner {
  userId: string;
  accountId: string;
}

interface StoredDocument {
  name: string;
  type: string;
  size: number;
  lastModified: number;
  /** The bytes, base64; absent when the document was too large to keep. */
  base64?: string;
}

interface StoredDraft {
  savedAt: string;
  tab: number;
  values: FieldValues;
  document: StoredDocument | null;
}

export interface IssueDraft {
  savedAt: Date;
  tab: number;
  values: FieldValues;
  /** A document the draft names but could not keep: the person chooses it again. */
  documentToChooseAgain: { name: string; size: number } | null;
}

const keyOf = ({ userId, accountId }: DraftOwner) => `${ISSUE_DRAFT_PREFIX}:${userId}:${accountId}`;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage refused (a privacy mode): the wizard works without drafts.
    return null;
  }
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

async function storedDocumentOf(file: unknown, keepBytes: boolean): Promise<StoredDocument | null> {
  if (!(file instanceof File)) return null;
  const facts = { name: file.name, type: file.type, size: file.size, lastModified: file.lastModified };
  if (!keepBytes || file.size > DRAFT_DOCUMENT_MAX_BYTES) return facts;
  return { ...facts, base64: toBase64(new Uint8Array(await file.arrayBuffer())) };
}

/**
 * Keeps the wizard's answers for the owner. A document that does not fit in the browser's storage beside
 * the answers is kept by name alone; answers that do not fit at all are not kept (false).
 */
export async function saveIssueDraft(owner: DraftOwner, values: FieldValues, tab: number): Promise<boolean> {
  const store = storage();
  if (!store) return false;
  const { fileTool, ...answers } = values;
  for (const keepBytes of [true, false]) {
    const draft: StoredDraft = {
      savedAt: new Date().toISOString(),
      tab,
      values: answers,
      document: await storedDocumentOf(fileTool, keepBytes),
    };
    try {
      store.setItem(keyOf(owner), JSON.stringify(draft));
      return true;
    } catch {
      // Quota exceeded: try again without the document's bytes.
    }
  }
  return false;
}

export function loadIssueDraft(owner: DraftOwner): IssueDraft | null {
  const store = storage();
  const text = store?.getItem(keyOf(owner));
  if (!store || !text) return null;
  try {
    const draft = JSON.parse(text) as StoredDraft;
    const savedAt = new Date(draft.savedAt);
    if (!(savedAt.getTime() > Date.now() - DRAFT_LIFETIME_MS)) {
      store.removeItem(keyOf(owner));
      return null;
    }
    const document = draft.document;
    const file =
      document?.base64 !== undefined
        ? new File([fromBase64(document.base64)], document.name, {
            type: document.type,
            lastModified: document.lastModified,
          })
        : null;
    return {
      savedAt,
      tab: Number.isInteger(draft.tab) ? draft.tab : 0,
      values: { ...draft.values, fileTool: file },
      documentToChooseAgain: document && !file ? { name: document.name, size: document.size } : null,
    };
  } catch {
    // A draft this version cannot read is of no use to anyone.
    store.removeItem(keyOf(owner));
    return null;
  }
}

export function removeIssueDraft(owner: DraftOwner): void {
  storage()?.removeItem(keyOf(owner));
}
