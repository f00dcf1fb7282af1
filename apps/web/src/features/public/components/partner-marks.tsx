import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PARTNERS } from '../content/partners';

/** The members' logos, as text marks: the registry ships no third-party artwork. */
export function PartnerMarks() {
  return (
    <Box
      component="ul"
      aria-label="Members of the collaboration"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'flex',
        flexWrap: 'wrap',
        gap: { xs: 2, md: 4 },
        justifyContent: 'center',
      }}
    >
      {PARTNERS.map((partner) => (
        <Box
          component="li"
          key={partner.mark}
          title={partner.name}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1.5,
            px: 3,
            py: 1.5,
            borderRadius: 2,
            border: 1,
            borderColor: 'divider',
            bgcolor: 'background.paper',
          }}
        >
          <Box
            aria-hidden
            sx={{
              width: 44,
              height: 44,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'primary.main',
              color: '#fff',
              fontWeight: 800,
              fontSize: partner.mark.length > 3 ? 12 : 14,
              letterSpacing: '0.04em',
            }}
          >
            {partner.mark}
          </Box>
          <Typography sx={{ fontWeight: 700, color: 'primary.dark' }}>{partner.name}</Typography>
        </Box>
      ))}
    </Box>
  );
}
