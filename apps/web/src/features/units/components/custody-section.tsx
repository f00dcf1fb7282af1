import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import type { UnitDetail } from '../api/get-unit';

/** The accounts that held the block or its ancestors (its chain of custody) and how many companies. */
export function CustodySection({ unit }: { unit: UnitDetail }) {
  return (
    <Paper variant="outlined" component="section" aria-label="Chain of custody" sx={{ p: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="h4" component="h2">
          Chain of custody
        </Typography>
        <Typography color="text.secondary" data-testid="unique-companies">
          Held by {unit.uniqueCompanies} {unit.uniqueCompanies === 1 ? 'company' : 'unique companies'}
        </Typography>
      </Box>
      <Stepper orientation="vertical" activeStep={unit.heldBy.length - 1}>
        {unit.heldBy.map((account, index) => (
          <Step key={`${account.id}-${index}`} completed={index < unit.heldBy.length - 1}>
            <StepLabel optional={<Typography variant="body2">{account.company.name}</Typography>}>{account.name}</StepLabel>
          </Step>
        ))}
      </Stepper>
    </Paper>
  );
}
