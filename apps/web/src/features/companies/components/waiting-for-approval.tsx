import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import HourglassEmptyOutlinedIcon from '@mui/icons-material/HourglassEmptyOutlined';

/** Platform spec §2: a user whose onboarding awaits approval lands on the company page and waits here. */
export function WaitingForApproval({ companyName }: { companyName: string | undefined }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, display: 'flex', gap: 3, alignItems: 'flex-start' }}>
      <HourglassEmptyOutlinedIcon color="primary" sx={{ fontSize: 48 }} />
      <Alert severity="info" icon={false} sx={{ flex: 1, bgcolor: 'transparent', p: 0 }}>
        <AlertTitle sx={{ fontSize: '1.25rem', fontWeight: 600 }}>Waiting for approval</AlertTitle>
        <Typography>
          Your registration{companyName ? ` of ${companyName}` : ''} was received. A registry administrator
          reviews it and the documents you sent. Once it is approved you can open accounts and invite your
          colleagues.
        </Typography>
      </Alert>
    </Paper>
  );
}
