import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import AddPhotoAlternate from '@mui/icons-material/AddPhotoAlternate';
import { translate } from '../../../../common/messages';
import { useLanguage } from '../../../../common/web/i18n';
import { useStorefrontT } from './texts';

/** The upload limits of the store's logo and banner (POST /store/logo and /store/banner). */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/png'];

/**
 * A logo or banner chooser: shows the current image (or the chosen file's preview) and hands the
 * chosen file up; the file travels with the form's submit. A wrong type or size is said at once.
 */
export function ImagePicker({
  name,
  label,
  currentUrl,
  file,
  onChange,
  wide = false,
  error,
}: {
  name: string;
  label: string;
  currentUrl: string | null;
  file: File | null;
  onChange: (file: File | null) => void;
  wide?: boolean;
  error?: string;
}) {
  const t = useStorefrontT();
  const lang = useLanguage();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  function choose(chosen: File | undefined) {
    if (input.current) input.current.value = '';
    if (!chosen) return;
    if (!IMAGE_TYPES.includes(chosen.type)) return setProblem(translate('upload.badType', lang, { types: 'JPEG/JPG, PNG' }));
    if (chosen.size > IMAGE_MAX_BYTES) return setProblem(translate('upload.tooLarge', lang, { max: '5 MB' }));
    setProblem(null);
    onChange(chosen);
  }

  const shown = preview ?? currentUrl;
  const message = problem ?? error;
  return (
    <Box sx={{ display: 'grid', gap: 0.75 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
        {shown && (
          <Box
            component="img"
            src={shown}
            alt={label}
            data-testid={`storefront-${name}-preview`}
            sx={{ width: wide ? 160 : 64, height: 64, objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider' }}
          />
        )}
        <Button variant="outlined" size="small" startIcon={<AddPhotoAlternate />} onClick={() => input.current?.click()}>
          {t(shown ? 'shop.storefront.register.change' : 'shop.storefront.register.choose')}
        </Button>
      </Box>
      <input ref={input} type="file" name={name} accept={IMAGE_TYPES.join(',')} hidden onChange={(e) => choose(e.target.files?.[0])} data-testid={`storefront-${name}-input`} />
      <FormHelperText error={Boolean(message)}>{message ?? t('shop.storefront.register.imageHelp')}</FormHelperText>
    </Box>
  );
}
