import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Download from '@mui/icons-material/Download';
import { toDataURL } from 'qrcode';
import { useStorefrontT } from './texts';

/** Pixels of the drawn code: sharp when printed at a few centimetres. */
const QR_WIDTH = 768;

/**
 * The store link's QR code, drawn in the browser by the `qrcode` package (this file is its own
 * lazy chunk, so the package never weighs on the app's first screen), with a PNG download for
 * flyers and packaging.
 */
export default function StoreQr({ url, slug }: { url: string; slug: string }) {
  const t = useStorefrontT();
  const [image, setImage] = useState<{ url: string; data: string } | null>(null);
  useEffect(() => {
    let current = true;
    toDataURL(url, { width: QR_WIDTH, margin: 2, errorCorrectionLevel: 'M' }).then(
      (data) => current && setImage({ url, data }),
      () => current && setImage({ url, data: '' }),
    );
    return () => {
      current = false;
    };
  }, [url]);
  if (!image || image.url !== url) return <Skeleton variant="rectangular" width={200} height={200} />;
  if (!image.data) return <Alert severity="warning">{t('common.error.general')}</Alert>;
  return (
    <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
      <Box component="img" src={image.data} alt={t('shop.storefront.account.qr')} width={200} height={200} data-testid="storefront-qr" sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }} />
      <Button variant="outlined" size="small" startIcon={<Download />} href={image.data} download={`store-${slug}-qr.png`} data-testid="storefront-qr-download">
        {t('shop.storefront.account.downloadQr')}
      </Button>
    </Box>
  );
}
