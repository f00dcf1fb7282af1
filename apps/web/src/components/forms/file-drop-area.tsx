import { useId, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';

export const DROP_AREA_TEXT = 'Drag and drop or browse to choose a file';

export interface FileDropAreaProps {
  label: string;
  accept?: string;
  multiple: boolean;
  disabled?: boolean;
  error?: boolean;
  hint?: string;
  onFiles: (files: File[]) => void;
}

/** The drag and drop area of an upload field; "browse" opens the file chooser. */
export function FileDropArea({ label, accept, multiple, disabled, error, hint, onFiles }: FileDropAreaProps) {
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [dragging, setDragging] = useState(false);
  const borderColor = error ? 'error.main' : dragging ? 'primary.main' : 'divider';

  return (
    <Box
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        if (!disabled) onFiles([...event.dataTransfer.files]);
      }}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor,
        borderRadius: 2,
        bgcolor: dragging ? 'action.hover' : 'background.default',
        p: 3,
        textAlign: 'center',
        opacity: disabled ? 0.6 : 1,
      }}
    >
      <CloudUploadOutlinedIcon color={error ? 'error' : 'primary'} sx={{ fontSize: 36 }} />
      <Typography>
        Drag and drop or{' '}
        <Link
          component="button"
          type="button"
          disabled={disabled}
          onClick={() => input.current?.click()}
          sx={{ verticalAlign: 'baseline' }}
        >
          browse
        </Link>{' '}
        to choose a file
      </Typography>
      {hint && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {hint}
        </Typography>
      )}
      <input
        ref={input}
        id={inputId}
        type="file"
        aria-label={label}
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        hidden
        onChange={(event) => {
          onFiles([...(event.target.files ?? [])]);
          // The same file chosen again after removing it must fire a change.
          event.target.value = '';
        }}
      />
    </Box>
  );
}
