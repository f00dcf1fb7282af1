import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ConstructionOutlinedIcon from '@mui/icons-material/ConstructionOutlined';
import { PageTitle } from './page-title';

/** The honest empty state of a screen that a later version of the registry brings. */
export function NotAvailablePage({ title, description }: { title: string; description?: string }) {
  return (
    <Box>
      <PageTitle title={title} />
      <Paper
        variant="outlined"
        sx={{ p: { xs: 3, sm: 5 }, display: 'flex', gap: 2, alignItems: 'flex-start' }}
      >
        <ConstructionOutlinedIcon color="primary" sx={{ fontSize: 36 }} />
        <Box>
          <Typography variant="h5" component="p" gutterBottom>
            Not available yet
          </Typography>
          <Typography color="text.secondary">
            This screen is not available yet in this version of the registry.
            {description ? ` ${description}` : ''}
          </Typography>
        </Box>
      </Paper>
    </Box>
  );
}
