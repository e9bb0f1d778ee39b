import { useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PushPin from '@mui/icons-material/PushPin';
import PushPinOutlined from '@mui/icons-material/PushPinOutlined';
import SmartDisplay from '@mui/icons-material/SmartDisplay';
import {
  BooleanInput,
  Button,
  DeleteWithConfirmButton,
  FileField,
  FileInput,
  FormDataConsumer,
  FunctionField,
  TextInput,
  maxLength,
  required,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { NEWS_FILE_MAX_BYTES, NEWS_SUBJECT_MAX, youtubeEmbedUrl, youtubeId, type NewsPostView } from '../../../common/news';
import { apiCall } from '../providers/httpClient';
import { formatTime } from '../shared/dates';
import { ListWithCreate } from './ListWithCreate';
import { RichTextInput } from './RichTextInput';

const videoValid = (value: unknown) => (typeof value === 'string' && value.trim() && !youtubeId(value) ? 'newsfeed.help.videoInvalid' : undefined);

/** Pins or unpins the row's post (POST /news-feed/updatePin); the server's message is the notice. */
function PinButton() {
  const post = useRecordContext<NewsPostView>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  if (!post) return null;
  const toggle = async () => {
    setBusy(true);
    try {
      const { message } = await apiCall('/news-feed/updatePin', { method: 'POST', body: { id: post.id, pin: !post.pin } });
      notify(message, { type: 'success', messageArgs: { _: message } });
      refresh();
    } catch (err) {
      const message = err instanceof Error ? err.message : 'ra.notification.http_error';
      notify(message, { type: 'error', messageArgs: { _: message } });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button label={post.pin ? 'newsfeed.actions.unpin' : 'newsfeed.actions.pin'} disabled={busy} onClick={() => void toggle()}>
      {post.pin ? <PushPinOutlined /> : <PushPin />}
    </Button>
  );
}

function Attachment({ post }: { post: NewsPostView }) {
  const translate = useTranslate();
  if (!post.fileUrl) return <>—</>;
  return (
    <Link href={post.fileUrl} target="_blank" rel="noopener">
      {translate(post.fileType === 'pdf' ? 'newsfeed.file.pdf' : 'newsfeed.file.image')}
    </Link>
  );
}

/** The video as agents will see it, once a valid id or address is typed. */
function VideoPreview({ value }: { value: unknown }) {
  const translate = useTranslate();
  const id = typeof value === 'string' ? youtubeId(value) : null;
  if (!id) return null;
  return (
    <Box sx={{ width: 320, aspectRatio: '16 / 9', mb: 2 }}>
      <iframe
        src={youtubeEmbedUrl(id)}
        title={translate('resources.newsfeed.fields.videoId')}
        style={{ border: 0, width: '100%', height: '100%' }}
        allow="encrypted-media; picture-in-picture"
        allowFullScreen
      />
    </Box>
  );
}

/**
 * /newsfeed: the company's posts, pinned first then newest (GET /news-feed), with a dialog to post
 * (subject, rich text, an image or PDF, a YouTube video, pinned or not), pin and unpin buttons and
 * a confirmed delete.
 */
export function NewsfeedPage() {
  const translate = useTranslate();
  return (
    <ListWithCreate
      resource="newsfeed"
      sort={{ field: 'pin', order: 'DESC' }}
      title="newsfeed.title"
      addLabel="newsfeed.actions.post"
      createTitle="newsfeed.create"
      empty="newsfeed.empty"
      testId="newsfeed-list"
      dialogWidth="md"
      defaultValues={{ pin: false, content: '' }}
      inputs={[
        <TextInput key="subject" source="subject" validate={[required(), maxLength(NEWS_SUBJECT_MAX)]} fullWidth />,
        <RichTextInput key="content" source="content" label="resources.newsfeed.fields.content" />,
        <TextInput key="videoId" source="videoId" validate={videoValid} helperText="newsfeed.help.videoId" fullWidth />,
        <FormDataConsumer key="preview">{({ formData }) => <VideoPreview value={formData.videoId} />}</FormDataConsumer>,
        <FileInput
          key="file"
          source="file"
          accept={{ 'image/jpeg': ['.jpg', '.jpeg'], 'image/png': ['.png'], 'application/pdf': ['.pdf'] }}
          maxSize={NEWS_FILE_MAX_BYTES}
          helperText="newsfeed.help.file"
        >
          <FileField source="src" title="title" />
        </FileInput>,
        <BooleanInput key="pin" source="pin" helperText="newsfeed.help.pin" />,
      ]}
    >
      <FunctionField<NewsPostView>
        source="subject"
        render={(p) => (
          <Stack sx={{ maxWidth: 420 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              {p.pin && <Chip size="small" color="primary" icon={<PushPin />} label={translate('newsfeed.pinned')} />}
              <Typography variant="body2" sx={{ fontWeight: 500 }}>
                {p.subject}
              </Typography>
            </Stack>
            {p.excerpt && (
              <Typography variant="caption" color="text.secondary" noWrap>
                {p.excerpt}
              </Typography>
            )}
          </Stack>
        )}
      />
      <FunctionField<NewsPostView> source="fileUrl" sortable={false} render={(p) => <Attachment post={p} />} />
      <FunctionField<NewsPostView>
        source="videoId"
        sortable={false}
        render={(p) =>
          p.videoId ? (
            <Link href={`https://www.youtube.com/watch?v=${p.videoId}`} target="_blank" rel="noopener" aria-label={p.videoId} title={p.videoId}>
              <SmartDisplay />
            </Link>
          ) : (
            '—'
          )
        }
      />
      <FunctionField<NewsPostView>
        source="createdAt"
        render={(p) => (
          <Stack>
            <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
              {formatTime(p.createdAt)}
            </Typography>
            {p.authorName && (
              <Typography variant="caption" color="text.secondary">
                {p.authorName}
              </Typography>
            )}
          </Stack>
        )}
      />
      <PinButton />
      <DeleteWithConfirmButton mutationMode="pessimistic" redirect={false} confirmTitle="newsfeed.delete.title" confirmContent="newsfeed.delete.content" />
    </ListWithCreate>
  );
}
