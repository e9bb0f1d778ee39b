import { Link } from 'react-router-dom';
import Button from '@mui/material/Button';
import SearchOff from '@mui/icons-material/SearchOff';
import { useT } from '../../i18n';
import { PATHS } from '../../paths';
import { StatusPage } from './StatusPage';

export default function NotFoundPage() {
  const t = useT();
  return (
    <StatusPage icon={SearchOff} title={t('common.error.notFound')} text={t('shop.status.notFoundText')}>
      <Button variant="contained" component={Link} to={PATHS.home}>
        {t('shop.action.backHome')}
      </Button>
    </StatusPage>
  );
}
