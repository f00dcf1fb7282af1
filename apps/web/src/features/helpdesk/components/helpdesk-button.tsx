import { lazy, Suspense, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import SupportAgentOutlinedIcon from '@mui/icons-material/SupportAgentOutlined';

// The form, its state machine (xstate) and react-hook-form load when the helpdesk is first opened, not with
// every signed-in page's first load (issue 14: about 30 kB gzipped off the shell).
const HelpdeskFlow = lazy(() =>
  import('./helpdesk-flow').then((module) => ({ default: module.HelpdeskFlow })),
);

/** The top bar's helpdesk button and the modal it opens. */
export function HelpdeskButton() {
  const [openings, setOpenings] = useState(0);
  return (
    <>
      <Tooltip title="Report a problem">
        <IconButton
          color="inherit"
          aria-label="Report a problem to the helpdesk"
          onClick={() => setOpenings((count) => count + 1)}
        >
          <SupportAgentOutlinedIcon />
        </IconButton>
      </Tooltip>
      {openings > 0 && (
        <Suspense fallback={null}>
          <HelpdeskFlow openings={openings} />
        </Suspense>
      )}
    </>
  );
}
