import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import Box from '@mui/material/Box';
import { PlainButton } from './plain-button';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { formatNumber } from '@safc/domain';
import { reportError } from '../lib/errors/error-store';

export type ExportFileFormat = 'csv' | 'xlsx';

const FORMATS: { format: ExportFileFormat; label: string }[] = [
  { format: 'csv', label: 'Export CSV' },
  { format: 'xlsx', label: 'Export XLSX' },
];

const megabytes = (bytes: number): string =>
  `${formatNumber(bytes / 1_000_000, { minimumFractionDigits: 1, maximumFractionDigits: 1 })} MB`;

/**
 * CSV and XLSX exports of a public list under its current filters. The API streams the file from a database
 * cursor, so its size is not known in advance: while it downloads, a bar and the megabytes received so far
 * show it is moving, and Cancel stops it.
 * The keyboard's focus follows: the clicked button gives way to the bar, so Cancel takes the focus; when the
 * export ends the focus goes back to the button that started it, before any error dialog opens, so the dialog
 * returns the focus there when it closes (WCAG 2.4.3).
 */
export function ExportButtons({
  hrefOf,
  fileName,
}: {
  /** The export's address for a format, with the list's filters. */
  hrefOf: (format: ExportFileFormat) => string;
  /** The saved file's name without its extension. */
  fileName: string;
}) {
  const [progress, setProgress] = useState<{ format: ExportFileFormat; bytes: number } | null>(null);
  const abort = useRef<AbortController | null>(null);
  const bar = useRef<HTMLDivElement>(null);
  const buttons = useRef<Partial<Record<ExportFileFormat, HTMLButtonElement | null>>>({});

  /** Puts the buttons back, with the focus on the one that started the export if the bar held it. */
  const finish = (format: ExportFileFormat) => {
    const barHadFocus = bar.current?.contains(document.activeElement) ?? false;
    abort.current = null;
    flushSync(() => setProgress(null));
    if (barHadFocus) buttons.current[format]?.focus();
  };

  const download = (format: ExportFileFormat) => {
    const controller = new AbortController();
    abort.current = controller;
    setProgress({ format, bytes: 0 });
    // The download code loads on the first click, not with the public lists (issue 14).
    import('../lib/download')
      .then(({ fetchFile, saveBlob }) =>
        fetchFile(hrefOf(format), {
          signal: controller.signal,
          onProgress: (bytes) => setProgress({ format, bytes }),
        }).then((blob) => {
          finish(format);
          saveBlob(blob, `${fileName}.${format}`);
        }),
      )
      .catch((error: unknown) => {
        finish(format);
        if (!controller.signal.aborted) reportError(error);
      });
  };

  if (progress) {
    return (
      <Box
        ref={bar}
        role="status"
        aria-live="polite"
        sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 260, flex: '0 1 360px' }}
      >
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="body2" color="text.secondary">
            Exporting {progress.format.toUpperCase()}: {megabytes(progress.bytes)} received
          </Typography>
          {/* The browser's own indeterminate bar: MUI's LinearProgress weighs 1.8 kB gzipped on the public lists. */}
          <Box
            component="progress"
            aria-label={`Exporting ${progress.format.toUpperCase()}`}
            sx={{
              display: 'block',
              width: '100%',
              height: 4,
              mt: 0.5,
              accentColor: (theme) => theme.palette.primary.main,
            }}
          />
        </Box>
        {/* The clicked button is gone: the focus lands here, not on the page's body. */}
        <PlainButton size="small" autoFocus onClick={() => abort.current?.abort()}>
          Cancel
        </PlainButton>
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {FORMATS.map(({ format, label }) => (
        <PlainButton
          key={format}
          ref={(button: HTMLButtonElement | null) => {
            buttons.current[format] = button;
          }}
          variant="outlined"
          startIcon={<DownloadIcon />}
          onClick={() => download(format)}
        >
          {label}
        </PlainButton>
      ))}
    </Box>
  );
}
