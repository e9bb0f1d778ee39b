import { Link as RouterLink, useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import { youtubeEmbedUrl } from '../../../../common/news';
import { formatDateTime } from '../../../../common/web/format';
import { useLanguage } from '../../../../common/web/i18n';
import { usePageTitle } from '../../../../common/web/site';
import { useApiData } from '../../hooks/useApiData';
import { LoadError } from '../../layout/LoadError';
import { PageLoader } from '../../layout/PageLoader';
import { PATHS } from '../../paths';
import { NewsHeadlines } from './NewsHeadlines';
import { EmptyCard, PinnedChip, RichContent } from './parts';
import { useNewsT } from './texts';
import type { NewsPost } from './types';

function Post({ post }: { post: NewsPost }) {
  const t = useNewsT();
  const lang = useLanguage();
  return (
    <Card data-testid="news-post-detail">
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          {post.pin && <PinnedChip />}
          <Typography variant="caption" color="text.secondary">
            {formatDateTime(post.createdAt, lang)}
          </Typography>
        </Stack>
        <Typography variant="h5" component="h1">
          {post.subject}
        </Typography>
        {post.fileType === 'image' && post.fileUrl && <Box component="img" src={post.fileUrl} alt={t('shop.news.image', { subject: post.subject })} sx={{ maxWidth: '100%', borderRadius: 1 }} />}
        {post.content && <RichContent html={post.content} />}
        {post.videoId && (
          <Box sx={{ position: 'relative', width: '100%', aspectRatio: '16 / 9' }}>
            <iframe
              src={youtubeEmbedUrl(post.videoId)}
              title={t('shop.news.video', { subject: post.subject })}
              style={{ border: 0, position: 'absolute', inset: 0, width: '100%', height: '100%' }}
              allow="encrypted-media; picture-in-picture; fullscreen"
              allowFullScreen
              loading="lazy"
            />
          </Box>
        )}
        {post.fileType === 'pdf' && post.fileUrl && (
          <Button variant="outlined" href={post.fileUrl} target="_blank" rel="noopener" startIcon={<PictureAsPdf />} sx={{ justifySelf: 'start' }}>
            {t('shop.news.openPdf')}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

/** /newsfeed/:id: one post whole: its text, picture, video (YouTube's privacy-enhanced player) or PDF; the latest headlines below. */
export default function NewsPostPage() {
  const t = useNewsT();
  const id = Number(useParams().id);
  const valid = Number.isSafeInteger(id) && id > 0;
  const { data, error, loading, retry } = useApiData<NewsPost[]>(valid ? '/news-feed' : null, { query: { filter: JSON.stringify({ id }) } });
  const post = data?.[0];
  usePageTitle(post?.subject ?? t('shop.news.title'));

  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 760 }}>
      <Button component={RouterLink} to={PATHS.newsfeed} startIcon={<ArrowBack />} sx={{ justifySelf: 'start' }}>
        {t('shop.news.back')}
      </Button>
      {loading && <PageLoader />}
      {error && <LoadError message={error.message} onRetry={retry} />}
      {post && <Post post={post} />}
      {(!valid || (data && !post)) && <EmptyCard text={t('shop.news.notFound')} />}
      <NewsHeadlines />
    </Box>
  );
}
