import { useMemo } from 'react';
import type { StoreView } from '../../../../common/api/store';
import { useLanguage } from '../../../../common/web/i18n';
import { useT } from '../../i18n';
import { Field } from '../AddressFields';
import { dayLabel, pickupDays, pickupIso } from './slots';

/** What a parent fills on a co-op store's checkout. */
export interface CoopValues {
  studentName: string;
  parentName: string;
  className: string;
  day: string;
  time: string;
}

export const EMPTY_COOP: CoopValues = { studentName: '', parentName: '', className: '', day: '', time: '' };

/** The server's error keys of these fields → the field showing them. */
export const COOP_ERROR_FIELDS: Record<string, keyof CoopValues> = {
  'coop.studentName': 'studentName',
  'coop.parentName': 'parentName',
  'coop.className': 'className',
  pickupAt: 'time',
};

/** The checkout input's co-op part. */
export const coopInput = (v: CoopValues) => ({
  coop: { studentName: v.studentName.trim(), parentName: v.parentName.trim(), className: v.className },
  pickupAt: v.day && v.time ? pickupIso(v.day, v.time) : null,
});

/** Required fields left empty, by field, with the "Required" text. */
export function coopMissing(v: CoopValues, required: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of ['studentName', 'parentName', 'className', 'day', 'time'] as const) if (!v[key].trim()) out[key] = required;
  return out;
}

/** Student, parent and class, and the pickup day and time at the school. */
export function CoopFields({ store, value, onChange, errors }: { store: StoreView; value: CoopValues; onChange: (next: CoopValues) => void; errors: Record<string, string> }) {
  const t = useT();
  const lang = useLanguage();
  const coop = store.coop!;
  const days = useMemo(() => pickupDays(coop), [coop]);
  const times = days.find((d) => d.date === value.day)?.times ?? [];
  const bind = (name: keyof CoopValues) => ({
    id: `coop-${name}`,
    name,
    value: value[name],
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `coop-${name}-error` : undefined,
  });
  return (
    <fieldset data-testid="coop-fields">
      <legend>{t('coop.forWhom')}</legend>
      <Field id="coop-studentName" label={t('coop.student')} error={errors.studentName}>
        <input {...bind('studentName')} maxLength={100} required onChange={(e) => onChange({ ...value, studentName: e.target.value })} />
      </Field>
      <Field id="coop-parentName" label={t('coop.parent')} error={errors.parentName}>
        <input {...bind('parentName')} maxLength={100} required autoComplete="name" onChange={(e) => onChange({ ...value, parentName: e.target.value })} />
      </Field>
      <Field id="coop-className" label={t('coop.class')} error={errors.className}>
        <select {...bind('className')} required onChange={(e) => onChange({ ...value, className: e.target.value })}>
          <option value="">{t('coop.chooseClass')}</option>
          {coop.classes.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </Field>
      <p className="muted">{t('coop.pickupPoint', { place: [coop.pickupPoint, coop.schoolName].filter(Boolean).join(', ') })}</p>
      {days.length === 0 ? (
        <p className="field-error" role="alert">
          {t('coop.noSlots')}
        </p>
      ) : (
        <>
          <Field id="coop-day" label={t('coop.day')} error={errors.day}>
            <select {...bind('day')} required onChange={(e) => onChange({ ...value, day: e.target.value, time: '' })}>
              <option value="">{t('coop.chooseDay')}</option>
              {days.map((d) => (
                <option key={d.date} value={d.date}>
                  {dayLabel(d.date, lang)}
                </option>
              ))}
            </select>
          </Field>
          <Field id="coop-time" label={t('coop.time')} error={errors.time}>
            <select {...bind('time')} required disabled={!value.day} onChange={(e) => onChange({ ...value, time: e.target.value })}>
              <option value="">{t('coop.chooseTime')}</option>
              {times.map((time) => (
                <option key={time} value={time}>
                  {time}
                </option>
              ))}
            </select>
          </Field>
        </>
      )}
    </fieldset>
  );
}
