import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';

/** A table row's last cell: the Revoke button of an invitation or a token, which asks before it revokes. */
export function RevokeCell({ onRevoke }: { onRevoke: () => void }) {
  return (
    <TableCell align="right">
      <Button size="small" color="error" onClick={onRevoke}>
        Revoke
      </Button>
    </TableCell>
  );
}
