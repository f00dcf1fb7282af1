import type { AccountStatus, AccountType, CompanyStatus } from '@safc/domain';

// The shapes the company calls answer (apps/api/src/services/companies/load-company-view.ts).

export interface UploadSummary {
  id: string;
  name: string;
  contentType: string;
  size: number;
  createdAt: string;
}

export interface CompanySummary {
  id: string;
  name: string;
  status: CompanyStatus;
  country: string | null;
  city: string | null;
  isNamePrivate: boolean;
  createdAt: string;
}

export interface CompanyView extends CompanySummary {
  address: string | null;
  address2: string | null;
  state: string | null;
  postcode: string | null;
  website: string | null;
  email: string | null;
  blockReason: string | null;
  updatedAt: string;
  representatives: { id: string; name: string; email: string }[];
  documents: UploadSummary[];
}

/** Edit, documents and close answer the company and the request an administrator decides (if any). */
export interface CompanyChange extends CompanyView {
  requestId: string | null;
}

export interface CompanyAccount {
  id: string;
  name: string;
  type: AccountType;
  status: AccountStatus;
  requiredSignatures: number;
  createdAt: string;
}
