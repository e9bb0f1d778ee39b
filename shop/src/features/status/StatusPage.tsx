import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SvgIconComponent } from '@mui/icons-material';
import { usePageTitle } from '../../../../common/web/site';

/** The frame of the status pages: an icon, a heading, an explanation and what to do next. */
export function StatusPage({ icon: Icon, title, text, children }: { icon: SvgIconComponent; title: string; text: string; children?: ReactNode }) {
  usePageTitle(title);
  return (
    <Box sx={{ textAlign: 'center' }}>
      <Icon color="primary" sx={{ fontSize: 64, mb: 1 }} />
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {text}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'center' }}>
        {children}
      </Stack>
    </Box>
  );
}
