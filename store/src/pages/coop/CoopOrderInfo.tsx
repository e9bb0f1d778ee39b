import type { PublicOrderView } from '../../../../common/api/store';
import { useLanguage } from '../../../../common/web/i18n';
import { useT } from '../../i18n';
import { pickupLabel } from './slots';

/** On a co-op order's page: for whom, and where and when it is collected. */
export function CoopOrderInfo({ order }: { order: PublicOrderView }) {
  const t = useT();
  const lang = useLanguage();
  const c = order.coop;
  if (!c) return null;
  return (
    <section className="about" data-testid="coop-order">
      <p>{t('coop.orderFor', { student: c.studentName, class: c.className, parent: c.parentName })}</p>
      <p>{t('coop.pickupPoint', { place: [c.pickupPoint, c.schoolName].filter(Boolean).join(', ') })}</p>
      {c.pickupAt && <p>{t('coop.pickupOn', { time: pickupLabel(c.pickupAt, lang) })}</p>}
      <p>
        <strong>{c.pickupStatus === 'picked_up' ? t('coop.pickedUp') : t('coop.waiting')}</strong>
      </p>
    </section>
  );
}
