import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import Button from '@mui/material/Button';
import WifiOff from '@mui/icons-material/WifiOff';
import { useT } from '../../i18n';
import { PATHS } from '../../paths';
import { StatusPage } from './StatusPage';

/** "You are offline": returns to the page the visitor was on as soon as the network is back. */
export default function OfflinePage() {
  const t = useT();
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from ?? PATHS.home;

  useEffect(() => {
    const back = () => void navigate(from, { replace: true });
    window.addEventListener('online', back);
    return () => window.removeEventListener('online', back);
  }, [from, navigate]);

  return (
    <StatusPage icon={WifiOff} title={t('common.error.offline')} text={t('shop.status.offlineText')}>
      <Button variant="contained" onClick={() => navigator.onLine && navigate(from, { replace: true })}>
        {t('shop.action.retry')}
      </Button>
    </StatusPage>
  );
}
