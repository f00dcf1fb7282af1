import { lazy, Suspense, useState } from 'react';
import type { CompanyView } from '@safc/domain';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { SectionCard } from '../../../components/section-card';

// Loaded when opened: the dialog's form (react-hook-form, the date picker) is not on the page's first load (issue 14).
const InviteRepresentativeDialog = lazy(() =>
  import('./invite-representative-dialog').then((module) => ({ default: module.InviteRepresentativeDialog })),
);

/** The company's representatives; those allowed invite another one. */
export function CompanyRepresentatives({ company, mayInvite }: { company: CompanyView; mayInvite: boolean }) {
  const [inviting, setInviting] = useState(false);
  return (
    <SectionCard
      title="Company representatives"
      actions={
        mayInvite && (
          <Button variant="outlined" onClick={() => setInviting(true)}>
            Invite company representative
          </Button>
        )
      }
    >
      {company.representatives.length === 0 ? (
        <Typography color="text.secondary">No active company representative.</Typography>
      ) : (
        <List dense disablePadding>
          {company.representatives.map((representative) => (
            <ListItem key={representative.id} disableGutters>
              <ListItemText primary={representative.name} secondary={representative.email} />
            </ListItem>
          ))}
        </List>
      )}
      {mayInvite && inviting && (
        <Suspense fallback={null}>
          <InviteRepresentativeDialog companyId={company.id} onClose={() => setInviting(false)} />
        </Suspense>
      )}
    </SectionCard>
  );
}
