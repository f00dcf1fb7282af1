import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { RegistryLogo } from '../../../components/registry-logo';

/** The quiet centred card shown while the browser travels to and from the identity provider. */
export function SignInFrame({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3, bgcolor: 'background.default' }}
    >
      <Paper
        variant="outlined"
        sx={{ p: { xs: 3, sm: 5 }, width: '100%', maxWidth: 460, textAlign: 'center' }}
      >
        <Box sx={{ mb: 3 }}>
          <RegistryLogo />
        </Box>
        {children}
      </Paper>
    </Box>
  );
}
