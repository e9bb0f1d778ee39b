import { Link } from 'react-router-dom';
import Button from '@mui/material/Button';
import Block from '@mui/icons-material/Block';
import { useT } from '../../i18n';
import { PATHS } from '../../paths';
import { StatusPage } from './StatusPage';

export default function NoAccessPage() {
  const t = useT();
  return (
    <StatusPage icon={Block} title={t('shop.status.noAccessTitle')} text={t('shop.status.noAccessText')}>
      <Button variant="contained" component={Link} to={PATHS.home}>
        {t('shop.action.backHome')}
      </Button>
      <Button component={Link} to={PATHS.logout}>
        {t('shop.action.switchAccount')}
      </Button>
    </StatusPage>
  );
}
