import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { countryName, formatDate, type CompanyView } from '@safc/domain';
import { DetailList } from '../../../components/detail-list';
import { SectionCard } from '../../../components/section-card';
import { StatusChip } from '../../../components/status-chip';

const addressOf = (company: CompanyView) =>
  [
    company.address,
    company.address2,
    [company.postcode, company.city].filter(Boolean).join(' '),
    company.state,
    company.country && countryName(company.country),
  ]
    .filter(Boolean)
    .join(', ');

const hrefOf = (website: string) => (/^https?:\/\//i.test(website) ? website : `https://${website}`);

/** The company's details and status; a block reason is shown with it. */
export function CompanyDetails({ company, actions }: { company: CompanyView; actions?: ReactNode }) {
  return (
    <SectionCard title="Details" actions={actions}>
      {company.status === 'blocked' && (
        <Alert severity="error" sx={{ mb: 2 }}>
          The company is blocked{company.blockReason ? `: ${company.blockReason}` : ''}. Its accounts cannot
          act.
        </Alert>
      )}
      <DetailList
        items={[
          ['Name', company.name],
          ['Status', <StatusChip key="status" status={company.status} />],
          ['Address', addressOf(company) || '—'],
          [
            'Website',
            company.website ? (
              <Link href={hrefOf(company.website)} target="_blank" rel="noopener noreferrer">
                {company.website}
              </Link>
            ) : (
              '—'
            ),
          ],
          ['Email', company.email ?? '—'],
          ['Registered', formatDate(company.createdAt)],
        ]}
      />
    </SectionCard>
  );
}
