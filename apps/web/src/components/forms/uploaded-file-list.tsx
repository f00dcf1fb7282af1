import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import CloseIcon from '@mui/icons-material/Close';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { UPLOAD_LIST_ROW_HEIGHT_PX, UPLOAD_LIST_VISIBLE_ROWS, type UploadRejection } from '@safc/domain';

export interface UploadedFileRow {
  file: File;
  /** Why the file was rejected; accepted files have none. */
  reason?: UploadRejection;
}

const sizeOf = (bytes: number): string =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} kB`;

/** The chosen files, each accepted or with its reason; 3 rows of 37 px show before the list scrolls. */
export function UploadedFileList({
  rows,
  onRemove,
}: {
  rows: UploadedFileRow[];
  onRemove: (file: File) => void;
}) {
  if (rows.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label="Chosen files"
      sx={{
        listStyle: 'none',
        m: 0,
        mt: 1,
        p: 0,
        maxHeight: UPLOAD_LIST_VISIBLE_ROWS * UPLOAD_LIST_ROW_HEIGHT_PX,
        overflowY: 'auto',
      }}
    >
      {rows.map(({ file, reason }, index) => (
        <Box
          component="li"
          key={`${file.name}-${index}`}
          sx={{
            height: UPLOAD_LIST_ROW_HEIGHT_PX,
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            px: 1,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          {reason ? (
            <ErrorOutlineIcon color="error" fontSize="small" />
          ) : (
            <CheckCircleOutlineIcon color="success" fontSize="small" />
          )}
          <Typography variant="body2" noWrap sx={{ flex: 1, minWidth: 0 }} title={file.name}>
            {file.name}
          </Typography>
          {reason ? (
            <Typography variant="body2" color="error" noWrap>
              {reason}
            </Typography>
          ) : (
            <Typography variant="body2" color="text.secondary" noWrap>
              {sizeOf(file.size)}
            </Typography>
          )}
          <IconButton size="small" aria-label={`Remove ${file.name}`} onClick={() => onRemove(file)}>
            <CloseIcon fontSize="small" />
          </IconButton>
        </Box>
      ))}
    </Box>
  );
}
