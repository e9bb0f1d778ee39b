import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useSite } from '../../../common/web/site';

/** The company's logo and name. */
export function SiteBrand({ size = 'small' }: { size?: 'small' | 'large' }) {
  const site = useSite();
  const height = size === 'large' ? 56 : 32;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
      {site.logo && <Box component="img" src={site.logo} alt="" sx={{ height, maxWidth: height * 3, objectFit: 'contain' }} />}
      <Typography variant={size === 'large' ? 'h5' : 'h6'} component="span" noWrap>
        {site.name}
      </Typography>
    </Box>
  );
}
