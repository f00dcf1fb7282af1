import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { PageTitle } from './page-title';

/**
 * A screen the user reached by its address but may not use: its title and why, in place of its content and
 * of the calls the API would refuse (docs/decisions/075).
 */
export function PageNotice({ title, children }: { title: string; children: string }) {
  return (
    <Box>
      <PageTitle title={title} />
      <Alert severity="info">{children}</Alert>
    </Box>
  );
}
