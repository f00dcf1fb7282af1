import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import type { UnitDetail } from '../api/get-unit';

/** The accounts that held the block or its ancestors (its chain of custody) and how many companies. */
export function CustodySection({ unit }: { unit: UnitDetail }) {
  const last = unit.holders.length - 1;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label="Accounts that held it"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="h4" component="h2">
          Accounts that held it
        </Typography>
        <Typography color="text.secondary" data-testid="unique-companies">
          Unique companies that held it: <strong>{unit.uniqueCompanies}</strong>
        </Typography>
      </Box>
      <Stepper orientation="vertical" activeStep={last}>
        {unit.holders.map((holder, index) => (
          <Step key={`${holder.accountId}-${index}`} completed={index < last}>
            <StepLabel optional={<Typography variant="body2">{holder.companyName}</Typography>}>
              {holder.accountName}
            </StepLabel>
          </Step>
        ))}
      </Stepper>
    </Paper>
  );
}
