import {
  BOOKING_MAX_HOURS,
  BOOKING_MAX_MINUTES,
  COMMISSION_CLOSE_DAY,
  COMMISSION_CLOSE_HOUR,
  COMMISSION_SWITCHES,
  MIN_PAYOUT_MAX,
  FEATURE_SWITCHES,
  NOTIFICATION_TYPES,
  type CommissionSettings,
  type FeatureSwitch,
  type NotificationType,
} from '../../../common/company';
import type { Ctx } from '../../platform/context';
import { ValidationError, type FieldErrors } from '../../platform/errors';
import { invalidateTenants } from '../../platform/tenancy';
import { inTransaction } from '../../platform/tx';
import { Tier } from '../tiers';
import { User } from '../users';
import { CompanyFeatures, NotificationRecipient, NotificationSetting } from './models';

/**
 * Control features (docs/rules.md: Company features; Roles and permissions) and HQ notifications. The switches live in
 * `company_features`, are cached with the tenant (ctx.company.features) and are what
 * GET /user/detail reports and later modules obey.
 *
 * Commission settings travel with them: `commissionCompression`, `autoPromotion`,
 * `withholding107d` (switches), `commissionCloseDay` 1–28 and `commissionCloseHour` 0–23 (when
 * the previous month closes, Kuala Lumpur), `minPayout` (minor units, 0 or more). Out of range:
 * 422 with the field's own message.
 */

/** API switch name → model property, where they differ. */
const PROPERTY: Partial<Record<FeatureSwitch, keyof CompanyFeatures>> = { showAmountSnR: 'showAmountSnr' };
const propertyOf = (name: FeatureSwitch) => (PROPERTY[name] ?? name) as keyof CompanyFeatures;

export interface FeaturesInput extends Partial<Record<FeatureSwitch, boolean>>, Partial<CommissionSettings> {
  bookingTime?: { hours: number; minutes: number };
  inactiveLimit?: number;
  /** Tier id: the lowest-ranked level that may order when allLevel is off; null for none. */
  level?: number | null;
  orderExpiryMinutes?: number;
  orderAdminFee?: number;
  serviceChargeBp?: number;
  /** Days an affiliate link's click is remembered (1–365; stores/affiliate-attribution.ts). */
  affiliateWindowDays?: number;
}

/** Integer settings with their bounds and the message of a value outside them. */
const COMMISSION_NUMBERS = [
  ['commissionCloseDay', COMMISSION_CLOSE_DAY.min, COMMISSION_CLOSE_DAY.max, 'features.closeDay'],
  ['commissionCloseHour', COMMISSION_CLOSE_HOUR.min, COMMISSION_CLOSE_HOUR.max, 'features.closeHour'],
  ['minPayout', 0, MIN_PAYOUT_MAX, 'features.minPayout'],
] as const;

async function row(ctx: Ctx): Promise<CompanyFeatures> {
  const found = await CompanyFeatures.of(ctx).findById(ctx.companyId);
  if (!found) throw new Error(`company ${ctx.companyId} has no feature row`);
  return found;
}

export function featuresOf(f: CompanyFeatures) {
  const switches = Object.fromEntries(FEATURE_SWITCHES.map((name) => [name, Boolean(f[propertyOf(name)])])) as Record<FeatureSwitch, boolean>;
  return {
    ...switches,
    bookingTime: { hours: Math.floor(f.bookingTimeMinutes / 60), minutes: f.bookingTimeMinutes % 60 },
    inactiveLimit: f.inactiveLimitDays,
    level: f.orderLevelTierId,
    orderExpiryMinutes: f.orderExpiryMinutes,
    orderAdminFee: Number(f.orderAdminFee),
    serviceChargeBp: f.serviceChargeBp,
    ...(Object.fromEntries(COMMISSION_SWITCHES.map((name) => [name, Boolean(f[name])])) as Record<(typeof COMMISSION_SWITCHES)[number], boolean>),
    commissionCloseDay: f.commissionCloseDay,
    commissionCloseHour: f.commissionCloseHour,
    minPayout: Number(f.minPayout),
    affiliateWindowDays: f.affiliateWindowDays,
  };
}

export async function getFeatures(ctx: Ctx) {
  return featuresOf(await row(ctx));
}

export async function saveFeatures(ctx: Ctx, input: FeaturesInput) {
  const fields: FieldErrors = {};
  const patch: Record<string, unknown> = {};
  for (const name of FEATURE_SWITCHES) if (input[name] !== undefined) patch[propertyOf(name)] = input[name];
  if (input.bookingTime) {
    const { hours, minutes } = input.bookingTime;
    if (hours > BOOKING_MAX_HOURS) fields['bookingTime.hours'] = { key: 'features.bookingHours', params: { max: BOOKING_MAX_HOURS } };
    if (minutes > BOOKING_MAX_MINUTES) fields['bookingTime.minutes'] = { key: 'features.bookingMinutes', params: { max: BOOKING_MAX_MINUTES } };
    patch.bookingTimeMinutes = hours * 60 + minutes;
  }
  if (input.inactiveLimit !== undefined) patch.inactiveLimitDays = input.inactiveLimit;
  for (const key of ['orderExpiryMinutes', 'orderAdminFee', 'serviceChargeBp', 'affiliateWindowDays'] as const) if (input[key] !== undefined) patch[key] = input[key];
  for (const key of COMMISSION_SWITCHES) if (input[key] !== undefined) patch[key] = input[key];
  for (const [key, min, max, message] of COMMISSION_NUMBERS) {
    const value = input[key];
    if (value === undefined) continue;
    if (!Number.isInteger(value) || value < min || value > max) fields[key] = { key: message, params: { min, max } };
    patch[key] = value;
  }
  if (input.level !== undefined) {
    if (input.level !== null && !(await Tier.of(ctx).findById(input.level))) fields.level = { key: 'validation.reference' };
    patch.orderLevelTierId = input.level;
  }
  if (Object.keys(fields).length) throw new ValidationError(fields);
  if (Object.keys(patch).length) await CompanyFeatures.of(ctx).findById(ctx.companyId).patch(patch);
  invalidateTenants();
  return getFeatures(ctx);
}

/** Types with their on/off state, and the addresses that receive them. */
export async function getNotifications(ctx: Ctx) {
  const settings = await NotificationSetting.of(ctx);
  const recipients = await NotificationRecipient.of(ctx).orderBy('id');
  const state = new Map(settings.map((s) => [s.type, Boolean(s.state)]));
  return {
    emailAddress: recipients.map((r) => r.email),
    notifications: NOTIFICATION_TYPES.map((type) => ({ id: type, type, state: state.get(type) ?? true })),
  };
}

/** Replaces the list of notification addresses (case-insensitive duplicates collapse). */
export async function saveRecipients(ctx: Ctx, emails: string[]) {
  const unique = [...new Set(emails.map((e) => e.trim().toLowerCase()))];
  await inTransaction(ctx, async (tx) => {
    await NotificationRecipient.of(tx).delete();
    for (const email of unique) await NotificationRecipient.of(tx).insert({ email });
  });
  return getNotifications(ctx);
}

export async function saveNotificationState(ctx: Ctx, type: NotificationType, state: boolean) {
  await inTransaction(ctx, async (tx) => {
    const existing = await NotificationSetting.of(tx).findOne({ type });
    if (existing) await NotificationSetting.of(tx).findById(existing.id).patch({ state });
    else await NotificationSetting.of(tx).insert({ type, state });
  });
  return getNotifications(ctx);
}

/**
 * Who gets an HQ notification of this type: nobody when switched off, else the configured
 * addresses, or the company's HQ login when none are configured. For the modules raising events.
 */
export async function notificationRecipients(ctx: Ctx, type: NotificationType): Promise<string[]> {
  const setting = await NotificationSetting.of(ctx).findOne({ type });
  if (setting && !setting.state) return [];
  const recipients = await NotificationRecipient.of(ctx).orderBy('id');
  if (recipients.length) return recipients.map((r) => r.email);
  return (await User.of(ctx).where({ role: 'hq' }).orderBy('id')).map((u) => u.email);
}
