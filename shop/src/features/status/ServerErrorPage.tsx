import { Link } from 'react-router-dom';
import Button from '@mui/material/Button';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import { useT } from '../../i18n';
import { PATHS } from '../../paths';
import { StatusPage } from './StatusPage';

export default function ServerErrorPage() {
  const t = useT();
  return (
    <StatusPage icon={ErrorOutline} title={t('common.error.somethingWrong')} text={t('common.error.general')}>
      <Button variant="contained" component={Link} to={PATHS.home}>
        {t('shop.action.backHome')}
      </Button>
    </StatusPage>
  );
}
