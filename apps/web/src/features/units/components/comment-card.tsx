import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSetUnitComment } from '../api/set-unit-comment';

/** The internal note of a block (SetComment): seen inside the registry only, edited by its initiators. */
export function CommentCard({
  unitId,
  comment,
  editable,
}: {
  unitId: string;
  comment: string | null;
  editable: boolean;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const save = useSetUnitComment(unitId);
  const editing = draft !== null;
  return (
    <Paper variant="outlined" component="section" aria-label="Internal note" sx={{ p: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 1.5 }}>
        <Typography variant="h4" component="h2">
          Internal note
        </Typography>
        {editable && !editing && (
          <Button onClick={() => setDraft(comment ?? '')}>{comment ? 'Edit note' : 'Add note'}</Button>
        )}
      </Box>
      {editing ? (
        <>
          <TextField
            label="Internal note"
            multiline
            minRows={3}
            fullWidth
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 1.5 }}>
            <Button onClick={() => setDraft(null)} disabled={save.isPending}>
              Cancel
            </Button>
            <Button
              variant="contained"
              disabled={save.isPending}
              onClick={() => save.mutate(draft, { onSuccess: () => setDraft(null) })}
            >
              Save
            </Button>
          </Box>
        </>
      ) : (
        <Typography color={comment ? 'text.primary' : 'text.secondary'} sx={{ whiteSpace: 'pre-wrap' }}>
          {comment || 'No note.'}
        </Typography>
      )}
    </Paper>
  );
}
