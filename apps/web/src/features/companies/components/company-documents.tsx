import { lazy, Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import { formatDate, type CompanyView } from '@safc/domain';
import { DocumentLink } from '../../../components/document-link';
import { SectionCard } from '../../../components/section-card';

// Loaded when opened: the dialog's form (react-hook-form, the date picker) is not on the page's first load (issue 14).
const UpdateDocumentsDialog = lazy(() =>
  import('./update-documents-dialog').then((module) => ({ default: module.UpdateDocumentsDialog })),
);

const sizeOf = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} kB`;

/** The company's documents (the onboarding letter and later ones); representatives send new ones for review. */
export function CompanyDocuments({ company, mayUpdate }: { company: CompanyView; mayUpdate: boolean }) {
  const [updating, setUpdating] = useState(false);
  return (
    <SectionCard
      title="Documents"
      actions={
        mayUpdate && (
          <Button variant="outlined" onClick={() => setUpdating(true)}>
            Update documents
          </Button>
        )
      }
    >
      {company.documents.length === 0 ? (
        <Typography color="text.secondary">No documents.</Typography>
      ) : (
        <List dense disablePadding>
          {company.documents.map((document) => (
            <ListItem key={document.id} disableGutters>
              <ListItemIcon sx={{ minWidth: 36 }}>
                <DescriptionOutlinedIcon />
              </ListItemIcon>
              <ListItemText
                primary={
                  <DocumentLink
                    href={`/api/companies/${company.id}/documents/${document.id}`}
                    name={document.name}
                  />
                }
                secondary={`${sizeOf(document.size)} · ${formatDate(document.createdAt)}`}
              />
            </ListItem>
          ))}
        </List>
      )}
      {mayUpdate && updating && (
        <Suspense fallback={null}>
          <UpdateDocumentsDialog companyId={company.id} onClose={() => setUpdating(false)} />
        </Suspense>
      )}
    </SectionCard>
  );
}
