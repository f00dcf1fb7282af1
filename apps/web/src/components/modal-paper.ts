import type { SxProps, Theme } from '@mui/material/styles';
import { MODAL_MIN_WIDTH } from '@safc/domain';

// Platform spec §9: a modal is at least 540 px wide, on a narrower window too: there it keeps its 540 px
// and the window scrolls sideways to it (issue 45 item 9). Its container scrolls, and centres it only while
// it fits ('safe center'), so its left edge is never out of reach.
const NARROW_MARGIN_PX = 16;

export function modalPaperSx(maxWidth: number): SxProps<Theme> {
  return {
    m: { xs: `${NARROW_MARGIN_PX}px`, sm: 4 },
    width: '100%',
    minWidth: `${MODAL_MIN_WIDTH}px`,
    maxWidth,
    flexShrink: 0,
  };
}

/** The slots of a dialog of at most `maxWidth` px: its paper and the container that scrolls around it. */
export function modalSlotProps(maxWidth: number) {
  return {
    paper: { sx: modalPaperSx(maxWidth) },
    container: { sx: { overflowX: 'auto', justifyContent: 'safe center' } },
  };
}
