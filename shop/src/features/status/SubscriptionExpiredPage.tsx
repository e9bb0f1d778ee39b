import { Link } from 'react-router-dom';
import Button from '@mui/material/Button';
import EventBusy from '@mui/icons-material/EventBusy';
import { useT } from '../../i18n';
import { PATHS } from '../../paths';
import { StatusPage } from './StatusPage';

/** Shown when the company's subscription disallows login; the session has already been ended. */
export default function SubscriptionExpiredPage() {
  const t = useT();
  return (
    <StatusPage icon={EventBusy} title={t('shop.status.expiredTitle')} text={t('shop.status.expiredText')}>
      <Button variant="contained" component={Link} to={PATHS.login}>
        {t('shop.action.backToLogin')}
      </Button>
    </StatusPage>
  );
}
