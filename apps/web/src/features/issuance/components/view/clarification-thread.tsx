import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDateTime, type IssuanceDetail } from '@safc/domain';
import { SectionCard } from '../../../../components/section-card';

/** The administrator's questions and the initiator's answers, oldest first, as the review kept them. */
export function ClarificationThread({ clarification }: { clarification: IssuanceDetail['clarification'] }) {
  const thread = clarification?.thread ?? [];
  if (thread.length === 0) return null;
  return (
    <SectionCard title="Questions and answers">
      <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
        {thread.map((entry) => (
          <Box component="li" key={`${entry.at}-${entry.role}`}>
            <Typography variant="body2" color="text.secondary">
              {entry.role === 'question' ? 'Question from the registry administrator' : 'Answer'},{' '}
              {formatDateTime(entry.at)}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{entry.comment}</Typography>
          </Box>
        ))}
      </Box>
    </SectionCard>
  );
}
