import InfoOutlined from '@mui/icons-material/InfoOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { adjustedLcaFormulaText, type GhgBlock } from '@safc/domain';

/** Forms spec §4: the adjusted-LCA formula of the block, with its lettered terms, as tooltip text. */
export function AdjustedLcaFormulaTip({ block }: { block: GhgBlock }) {
  const text = adjustedLcaFormulaText(block);
  return (
    <Tooltip title={text} describeChild>
      <IconButton size="small" aria-label={`Adjusted LCA formula: ${text}`} sx={{ ml: 0.5, p: 0.25 }}>
        <InfoOutlined fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
