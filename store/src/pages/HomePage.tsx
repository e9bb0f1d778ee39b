import type { StoreView } from '../../../common/api/store';
import { storeApi } from '../api';
import { useT } from '../i18n';
import { Link } from '../router';
import { ProductGrid } from '../ui';
import { useLoad } from '../../../common/web/useLoad';
import { CoopHome } from './coop/CoopHome';

/** wa.me link of the store's WhatsApp number (digits with the country code). */
export const whatsappHref = (number: string, text?: string) => `https://wa.me/${number.replace(/\D/g, '')}${text ? `?text=${encodeURIComponent(text)}` : ''}`;

/** The categories holding the store's products, as links; nothing when there are none or they fail (the grid still works). */
export function CategoryNav({ active }: { active?: number }) {
  const t = useT();
  const { data } = useLoad('categories', storeApi.categories);
  if (!data?.length) return null;
  return (
    <nav aria-label={t('home.categories')} className="chips">
      <Link to="/" className="chip" aria-current={active === undefined ? 'page' : undefined}>
        {t('home.all')}
      </Link>
      {data.map((c) => (
        <Link key={c.id} to={`/c/${c.id}`} className="chip" aria-current={active === c.id ? 'page' : undefined}>
          {c.name}
        </Link>
      ))}
    </nav>
  );
}

export function HomePage({ store }: { store: StoreView }) {
  const t = useT();
  return (
    <>
      {store.bannerUrl && <img src={store.bannerUrl} alt="" width={780} height={260} className="banner" fetchPriority="high" />}
      <h1 className="title">{store.name}</h1>
      {store.coop && <CoopHome store={store} />}
      {(store.about || store.whatsapp) && (
        <section className="about" aria-labelledby="about">
          <h2 id="about" className="sr-only">
            {t('home.about')}
          </h2>
          {store.about && <p>{store.about}</p>}
          {store.whatsapp && (
            <a className="btn btn-wa" href={whatsappHref(store.whatsapp)} target="_blank" rel="noopener noreferrer">
              {t('home.whatsapp')}
            </a>
          )}
        </section>
      )}
      <CategoryNav />
      <h2 className="subtitle">{t('home.products')}</h2>
      <ProductGrid store={store} query={{}} empty={t('home.empty')} />
    </>
  );
}
