import { createStorageSignal } from './storage-signal';

/** Platform spec §3 "Company selection": kept in session storage, so each tab may work for its own company. */
export interface CompanySelection {
  companyId: string;
  companyName: string;
}

const KEY = 'safc.selectedCompany';
const signal = createStorageSignal(KEY);

export const subscribeCompanySelection = signal.subscribe;

export function readCompanySelectionSnapshot(): string | null {
  return sessionStorage.getItem(KEY);
}

export function parseCompanySelection(raw: string | null): CompanySelection | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<CompanySelection>;
    return typeof value.companyId === 'string' && typeof value.companyName === 'string'
      ? { companyId: value.companyId, companyName: value.companyName }
      : null;
  } catch {
    return null;
  }
}

export function readCompanySelection(): CompanySelection | null {
  return parseCompanySelection(readCompanySelectionSnapshot());
}

export function storeCompanySelection(selection: CompanySelection): void {
  sessionStorage.setItem(KEY, JSON.stringify(selection));
  signal.notify();
}

export function clearCompanySelection(): void {
  sessionStorage.removeItem(KEY);
  signal.notify();
}
