import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { PARTNERS } from '../content/partners';

export function PartnerCards() {
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
      {PARTNERS.map((partner) => (
        <Card key={partner.mark} variant="outlined" sx={{ height: '100%' }}>
          <CardContent sx={{ p: 3 }}>
            <Typography variant="overline" color="secondary.dark" sx={{ fontWeight: 700 }}>
              {partner.kind}
            </Typography>
            <Typography variant="h4" component="h3" sx={{ mb: 1.5 }}>
              {partner.name}
            </Typography>
            <Typography color="text.secondary">{partner.role}</Typography>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
