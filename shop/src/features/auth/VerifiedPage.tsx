import { Link } from 'react-router-dom';
import Button from '@mui/material/Button';
import VerifiedUser from '@mui/icons-material/VerifiedUser';
import { useT } from '../../i18n';
import { PATHS } from '../../paths';
import { StatusPage } from '../status/StatusPage';

export default function VerifiedPage() {
  const t = useT();
  return (
    <StatusPage icon={VerifiedUser} title={t('shop.verified.title')} text={t('shop.verified.text')}>
      <Button variant="contained" component={Link} to={PATHS.login}>
        {t('shop.verified.toLogin')}
      </Button>
    </StatusPage>
  );
}
