import { useEffect } from 'react';
import type { StoreView } from '../../../common/api/store';
import { storeApi } from '../api';
import { useT } from '../i18n';
import { ProductGrid } from '../ui';
import { useLoad } from '../../../common/web/useLoad';
import { CategoryNav } from './HomePage';
import { NotFound } from './NotFound';

export function CategoryPage({ store, categoryId }: { store: StoreView; categoryId: number }) {
  const t = useT();
  const { data } = useLoad('categories', storeApi.categories);
  const name = data?.find((c) => c.id === categoryId)?.name;
  useEffect(() => {
    if (name) document.title = `${name} | ${store.name}`;
  }, [name, store.name]);
  if (!Number.isInteger(categoryId) || categoryId <= 0) return <NotFound />;
  return (
    <>
      <CategoryNav active={categoryId} />
      {name && <h1 className="title">{name}</h1>}
      <ProductGrid store={store} query={{ categoryId }} empty={t('category.empty')} />
    </>
  );
}
