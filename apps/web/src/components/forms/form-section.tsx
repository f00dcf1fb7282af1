import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';

export const REQUIRED_FIELDS_NOTE = 'fields marked with * are required';

export interface FormSectionProps {
  title?: ReactNode;
  /** Show the note that a star marks required fields. */
  requiredNote?: boolean;
  /** The step indicator of a wizard: its step names and the active one. */
  steps?: readonly string[];
  activeStep?: number;
  /** Tabs above the rows: their labels, the active index and the change handler. */
  tabs?: { labels: readonly string[]; active: number; onChange: (index: number) => void };
  divider?: boolean;
  children: ReactNode;
}

/** The generic form section layout (forms spec §2): title, required note, steps, tabs, rows, divider. */
export function FormSection({
  title,
  requiredNote,
  steps,
  activeStep = 0,
  tabs,
  divider,
  children,
}: FormSectionProps) {
  return (
    <Box component="section" sx={{ mb: 3 }}>
      {steps && (
        <Stepper activeStep={activeStep} alternativeLabel sx={{ mb: 3 }}>
          {steps.map((step) => (
            <Step key={step}>
              <StepLabel>{step}</StepLabel>
            </Step>
          ))}
        </Stepper>
      )}
      {title && (
        <Typography variant="h4" component="h2" sx={{ mb: 0.5 }}>
          {title}
        </Typography>
      )}
      {requiredNote && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {REQUIRED_FIELDS_NOTE}
        </Typography>
      )}
      {tabs && (
        <Tabs
          value={tabs.active}
          onChange={(_event, index: number) => tabs.onChange(index)}
          variant="scrollable"
          scrollButtons="auto"
          sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
        >
          {tabs.labels.map((label) => (
            <Tab key={label} label={label} />
          ))}
        </Tabs>
      )}
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>{children}</Box>
      {divider && <Divider sx={{ mt: 3 }} />}
    </Box>
  );
}

export interface FormRowProps {
  label?: ReactNode;
  required?: boolean;
  /** Help under the row's label. */
  hint?: ReactNode;
  /** The narrowest a field of the row gets before the row wraps (px): long labels need more than 180. */
  fieldMinWidth?: number;
  children: ReactNode;
}

/** One row of the section: a label on the left (above on narrow screens) and its inputs side by side. */
export function FormRow({ label, required, hint, fieldMinWidth = 180, children }: FormRowProps) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' },
        gap: { xs: 1, sm: 3 },
        alignItems: 'start',
      }}
    >
      <Box sx={{ pt: { sm: 2 } }}>
        {label && (
          <Typography component="div" sx={{ fontWeight: 600 }}>
            {label}
            {required && (
              <Box component="span" aria-hidden sx={{ color: 'error.main', ml: 0.25 }}>
                *
              </Box>
            )}
          </Typography>
        )}
        {hint && (
          <Typography variant="body2" color="text.secondary">
            {hint}
          </Typography>
        )}
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: `repeat(auto-fit, minmax(${fieldMinWidth}px, 1fr))` },
        }}
      >
        {children}
      </Box>
    </Box>
  );
}
