import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Alert from '@mui/material/Alert';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import type { BatchOutcomes, BatchOutcomeState } from './batch-outcomes';

const ICONS: Record<BatchOutcomeState, React.ReactNode> = {
  done: <CheckCircleIcon color="success" />,
  refused: <ErrorIcon color="error" />,
  untouched: <RadioButtonUncheckedIcon color="disabled" />,
};

const STATE_WORDS: Record<BatchOutcomeState, string> = {
  done: 'Done',
  refused: 'Refused',
  untouched: 'Not done',
};

/** What happened to each item of a batch: done, refused (and why), or left as it was. */
export function BatchOutcomeList({ outcomes, label }: { outcomes: BatchOutcomes; label: string }) {
  return (
    <Box>
      {outcomes.general && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {outcomes.general}
        </Alert>
      )}
      <List dense aria-label={label} sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
        {outcomes.items.map(({ item, state, text }) => (
          <ListItem key={item.id} data-testid="batch-outcome" data-state={state}>
            <ListItemIcon sx={{ minWidth: 36 }}>{ICONS[state]}</ListItemIcon>
            <ListItemText
              primary={`${item.serial} · ${STATE_WORDS[state]}`}
              secondary={text}
              slotProps={{ secondary: { color: state === 'refused' ? 'error' : 'text.secondary' } }}
            />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
