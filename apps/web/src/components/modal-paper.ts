import type { SxProps, Theme } from '@mui/material/styles';
import { MODAL_MIN_WIDTH } from '@safc/domain';

// Platform spec §9: a modal is at least 540 px wide. A window narrower than that cannot hold 540 px, so
// there the modal takes the window less a 16 px margin each side (MUI's own 32 px margins would leave a
// 500 px window a 436 px modal).
const NARROW_MARGIN_PX = 16;

export function modalPaperSx(maxWidth: number): SxProps<Theme> {
  return {
    m: { xs: `${NARROW_MARGIN_PX}px`, sm: 4 },
    width: '100%',
    minWidth: `min(${MODAL_MIN_WIDTH}px, calc(100% - ${2 * NARROW_MARGIN_PX}px))`,
    maxWidth: { xs: `calc(100% - ${2 * NARROW_MARGIN_PX}px)`, sm: maxWidth },
  };
}
