import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import PhotoCamera from '@mui/icons-material/PhotoCamera';
import { translate } from '../../../../common/messages';
import type { ApiError } from '../../../../common/web/api';
import { post } from '../../../../common/web/api';
import { useLanguage } from '../../../../common/web/i18n';
import { useT } from '../../i18n';
import { useSession, useCurrentUser } from '../../session/SessionContext';

/** The server's limit for profile pictures (server/modules/account/routes.ts). */
const MAX_BYTES = 2 * 1024 * 1024;
const TYPES = ['image/jpeg', 'image/png'];

/** The profile picture with a button to replace it (multipart field accImage1 to POST /api/user/upload-image). */
export function AvatarUpload() {
  const t = useT();
  const lang = useLanguage();
  const user = useCurrentUser();
  const { setUser } = useSession();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ kind: 'success' | 'error'; message: string } | null>(null);

  async function upload(file: File | undefined) {
    if (!file) return;
    if (!TYPES.includes(file.type)) return setOutcome({ kind: 'error', message: translate('upload.badType', lang, { types: 'JPEG/JPG, PNG' }) });
    if (file.size > MAX_BYTES) return setOutcome({ kind: 'error', message: translate('upload.tooLarge', lang, { max: '2 MB' }) });
    const body = new FormData();
    body.append('accImage1', file);
    setBusy(true);
    setOutcome(null);
    try {
      const { message, data } = await post<{ avatarUrl: string }>('/user/upload-image', body);
      setUser({ ...user, avatarUrl: data.avatarUrl });
      setOutcome({ kind: 'success', message });
    } catch (err) {
      setOutcome({ kind: 'error', message: (err as ApiError).message });
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  }

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
      <Badge
        overlap="circular"
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        badgeContent={
          <IconButton
            size="small"
            onClick={() => input.current?.click()}
            disabled={busy}
            aria-label={t('shop.profile.changePicture')}
            title={t('shop.profile.changePicture')}
            sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', '&:hover': { bgcolor: 'primary.dark' } }}
          >
            {busy ? <CircularProgress size={18} color="inherit" /> : <PhotoCamera fontSize="small" />}
          </IconButton>
        }
      >
        <Avatar src={user.avatarUrl ?? undefined} alt={user.name} sx={{ width: 96, height: 96, fontSize: 40 }} data-testid="profile-avatar">
          {user.name.charAt(0).toUpperCase()}
        </Avatar>
      </Badge>
      <input ref={input} type="file" accept={TYPES.join(',')} hidden onChange={(e) => upload(e.target.files?.[0])} data-testid="avatar-input" />
      {outcome && (
        <Alert severity={outcome.kind} sx={{ mt: 1 }}>
          {outcome.message}
        </Alert>
      )}
    </Box>
  );
}
