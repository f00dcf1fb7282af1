import { Fragment } from 'react';
import type { IssuanceDetail } from '@safc/domain';
import { DocumentLink } from '../document-link';

/** The documents an issuance was submitted with, each downloading on a click; null when there are none. */
export function IssuanceDocumentLinks({ issuance }: { issuance: Pick<IssuanceDetail, 'id' | 'documents'> }) {
  if (issuance.documents.length === 0) return null;
  return issuance.documents.map((document, index) => (
    <Fragment key={document.id}>
      {index > 0 && ', '}
      <DocumentLink
        href={`/api/issuances/${issuance.id}/documents/${document.id}`}
        name={document.originalName}
      />
    </Fragment>
  ));
}
