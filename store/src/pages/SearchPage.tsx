import type { StoreView } from '../../../common/api/store';
import { useT } from '../i18n';
import { useLocation } from '../router';
import { ProductGrid } from '../ui';
import { CategoryNav } from './HomePage';

export function SearchPage({ store }: { store: StoreView }) {
  const t = useT();
  const q = (useLocation().search.get('q') ?? '').trim().slice(0, 100);
  return (
    <>
      <CategoryNav />
      {q ? (
        <>
          <h1 className="title">{t('search.results', { q })}</h1>
          <ProductGrid store={store} query={{ q }} empty={t('search.none', { q })} />
        </>
      ) : (
        <h1 className="title">{t('search.label')}</h1>
      )}
    </>
  );
}
