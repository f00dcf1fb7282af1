import Box from '@mui/material/Box';
import { PlainButton } from './plain-button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';
import { chooseErrorMessage } from '@safc/domain';
import { goToPage, reloadPage } from '../lib/page-navigation';

/** Platform spec §2 "Generic error screen". Full page loads on purpose: the app's state may be what broke. */
export function ErrorScreen({ error }: { error: unknown }) {
  return (
    <Box
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3, bgcolor: 'background.default' }}
    >
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, maxWidth: 560, textAlign: 'center' }}>
        <ReportProblemOutlinedIcon color="warning" sx={{ fontSize: 48, mb: 1 }} />
        <Typography variant="h2" component="h1" gutterBottom>
          Something Went Wrong:
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3, wordBreak: 'break-word' }}>
          {chooseErrorMessage(error)}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}>
          <PlainButton variant="contained" onClick={reloadPage}>
            Reload page
          </PlainButton>
          <PlainButton variant="outlined" onClick={() => goToPage('/')}>
            Return to Home page
          </PlainButton>
        </Box>
      </Paper>
    </Box>
  );
}
