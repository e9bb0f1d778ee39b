import { useT } from '../i18n';
import { Link } from '../router';

export function NotFound() {
  const t = useT();
  return (
    <div className="state">
      <p>{t('state.notFound')}</p>
      <Link to="/" className="btn">
        {t('state.backHome')}
      </Link>
    </div>
  );
}
