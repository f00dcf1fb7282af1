import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import { formatDate } from '@safc/domain';
import type { UploadSummary } from '@safc/domain';
import { DocumentLink } from '../../../components/document-link';
import { SectionCard } from '../../../components/section-card';

const sizeOf = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} kB`;

/** The documents sent with the account and its approved changes. */
export function AccountDocuments({
  accountId,
  documents,
}: {
  accountId: string;
  documents: UploadSummary[];
}) {
  return (
    <SectionCard title="Documents">
      {documents.length === 0 ? (
        <Typography color="text.secondary">No documents.</Typography>
      ) : (
        <List dense disablePadding>
          {documents.map((document) => (
            <ListItem key={document.id} disableGutters>
              <ListItemIcon sx={{ minWidth: 36 }}>
                <DescriptionOutlinedIcon />
              </ListItemIcon>
              <ListItemText
                primary={
                  <DocumentLink
                    href={`/api/account/${accountId}/documents/${document.id}`}
                    name={document.name}
                  />
                }
                secondary={`${sizeOf(document.size)} · ${formatDate(document.createdAt)}`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </SectionCard>
  );
}
