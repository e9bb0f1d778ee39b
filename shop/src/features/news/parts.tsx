import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import PushPin from '@mui/icons-material/PushPin';
import { useNewsT } from './texts';

/** The "Pinned" mark of a post. */
export function PinnedChip() {
  const t = useNewsT();
  return <Chip size="small" color="primary" icon={<PushPin />} label={t('shop.news.pinned')} />;
}

/**
 * A post's rich text. The server stores only a safe subset of HTML (formatting tags without
 * attributes, links with a checked address), so it is shown as it is.
 */
export function RichContent({ html }: { html: string }) {
  return (
    <Box
      data-testid="news-content"
      sx={{ wordBreak: 'break-word', '& p': { my: 1 }, '& ul, & ol': { pl: 3 }, '& a': { color: 'primary.main' }, '& blockquote': { borderLeft: 3, borderColor: 'divider', pl: 2, ml: 0 } }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/** What a page shows when it has nothing yet: an icon and what will appear there. */
export function EmptyCard({ icon, text }: { icon?: ReactNode; text: string }) {
  return (
    <Card>
      <CardContent sx={{ textAlign: 'center', py: 6 }}>
        {icon}
        <Typography color="text.secondary">{text}</Typography>
      </CardContent>
    </Card>
  );
}
