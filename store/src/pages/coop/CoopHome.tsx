import type { StoreView } from '../../../../common/api/store';
import { useLanguage } from '../../../../common/web/i18n';
import { useT } from '../../i18n';
import { weekdayLabel } from './slots';

/** A co-op store's home: its banners (a link when they have one) and the school with where and when orders are collected. */
export function CoopHome({ store }: { store: StoreView }) {
  const t = useT();
  const lang = useLanguage();
  const coop = store.coop;
  if (!coop) return null;
  return (
    <>
      {store.banners.length > 0 && (
        <section aria-label={t('coop.banners')} className="coop-banners" data-testid="coop-banners">
          {store.banners.map((b, i) => {
            const body = (
              <>
                {b.imageUrl && <img src={b.imageUrl} alt="" width={780} height={260} className="banner" fetchPriority={i === 0 ? 'high' : 'auto'} loading={i === 0 ? 'eager' : 'lazy'} />}
                <strong>{b.title}</strong>
                {b.description && <p className="muted">{b.description}</p>}
              </>
            );
            return (
              <article key={b.id} className="about">
                {b.url ? (
                  <a href={b.url} target="_blank" rel="noopener noreferrer">
                    {body}
                  </a>
                ) : (
                  body
                )}
              </article>
            );
          })}
        </section>
      )}
      <section className="about" aria-labelledby="coop-school" data-testid="coop-school">
        <h2 id="coop-school" className="subtitle">
          {coop.schoolName}
        </h2>
        {coop.schoolAddress && <p>{coop.schoolAddress}</p>}
        <p>{t('coop.pickupPoint', { place: coop.pickupPoint })}</p>
        <p className="muted">
          {t('coop.pickupTimes')}: {coop.pickupTimes.map((p) => `${weekdayLabel(p.weekday, lang)} ${p.from}–${p.to}`).join(' · ')}
        </p>
      </section>
    </>
  );
}
