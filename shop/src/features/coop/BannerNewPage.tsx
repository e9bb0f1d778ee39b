import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ApiError } from '../../../../common/web/api';
import { addBanner } from './api';
import { CoopScreen } from './parts';
import { COOP_PATHS } from './paths';
import { useCoopT } from './texts';

/** /coop/banner/new: title, description, an optional http(s) link and the image (JPEG or PNG ≤ 5 MB, like the storefront's). */
export default function BannerNewPage() {
  const t = useCoopT();
  const navigate = useNavigate();
  const [form, setForm] = useState({ title: '', description: '', url: '' });
  const [image, setImage] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing: Record<string, string> = {};
    if (!form.title.trim()) missing.title = t('shop.coop.bannerNew.required');
    if (!image) missing.image = t('shop.coop.bannerNew.required');
    setErrors(missing);
    if (Object.keys(missing).length) return;
    setBusy(true);
    try {
      await addBanner(form, image!);
      void navigate(COOP_PATHS.banners);
    } catch (err) {
      setBusy(false);
      if (!(err instanceof ApiError)) throw err;
      setErrors(err.fields);
      setError(err.message);
    }
  };
  const bind = (name: keyof typeof form, label: string) => ({
    id: `banner-${name}`,
    label,
    value: form[name],
    onChange: (e: { target: { value: string } }) => setForm({ ...form, [name]: e.target.value }),
    error: Boolean(errors[name]),
    helperText: errors[name],
    fullWidth: true,
  });
  return (
    <CoopScreen title={t('shop.coop.bannerNew.title')} tab="banners">
      <Card component="form" onSubmit={submit} noValidate>
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          {error && <Alert severity="error">{error}</Alert>}
          <TextField {...bind('title', t('shop.coop.bannerNew.bannerTitle'))} required slotProps={{ htmlInput: { maxLength: 80 } }} />
          <TextField {...bind('description', t('shop.coop.bannerNew.description'))} multiline minRows={2} slotProps={{ htmlInput: { maxLength: 300 } }} />
          <TextField {...bind('url', t('shop.coop.bannerNew.url'))} type="url" slotProps={{ htmlInput: { maxLength: 500 } }} />
          <Typography variant="body2">{t('shop.coop.bannerNew.image')}</Typography>
          <Button variant="outlined" component="label">
            {image ? image.name : t('shop.coop.bannerNew.chooseImage')}
            <input hidden type="file" accept="image/jpeg,image/png" onChange={(e) => setImage(e.target.files?.[0] ?? null)} />
          </Button>
          {errors.image && (
            <Typography color="error" variant="caption">
              {errors.image}
            </Typography>
          )}
          <Button type="submit" variant="contained" disabled={busy}>
            {t('shop.coop.bannerNew.save')}
          </Button>
        </CardContent>
      </Card>
    </CoopScreen>
  );
}
