import { Type } from '@sinclair/typebox';
import type { Request, Response } from 'express';
import multer from 'multer';
import {
  FEATURE_SWITCHES,
  HEX_COLOUR,
  INACTIVE_LIMIT_MAX_DAYS,
  INACTIVE_LIMIT_MIN_DAYS,
  MAX_NOTIFICATION_EMAILS,
  NETWORK_FIELDS,
  NOTIFICATION_TYPES,
  TAX_MAX_PERCENT,
  THEME_IMAGES,
  THEME_IMAGE_MAX_BYTES,
  type ThemeImage,
} from '../../../common/company';
import { AppError, ValidationError, type FieldErrors } from '../../platform/errors';
import { route, type RouteDef } from '../../platform/http/route';
import { Email, Id, IdParams, ListQuery, Str } from '../../platform/http/schemas';
import { sniff } from '../../platform/storage';
import * as branches from './branches';
import * as features from './features';
import * as profile from './profile';
import * as companies from './service';
import * as theme from './theme';

/**
 * Company setup (docs/api.md: "Setup"): profile, branches, theme, network, control features and
 * notifications. Everything here is HQ's, except the public site settings, the company summary,
 * and the reads agents need (branches for self-pickup, the network links).
 */

const tags = ['company'];
const HQ = { roles: ['hq'] } as const;
const Opt = (max = 191) => Type.Optional(Type.Union([Str(max), Type.Null()]));
const OptPattern = (pattern: string, max: number) => Type.Optional(Type.Union([Type.String({ pattern, maxLength: max }), Type.Literal(''), Type.Null()]));

const ProfileBody = Type.Object({
  companyName: Str(191, 1),
  orgId: Opt(64),
  companyRoc: Opt(64),
  comAddr1: Opt(255),
  comAddr2: Opt(255),
  comPostcode: OptPattern('^[0-9A-Za-z -]{3,10}$', 10),
  comCity: Opt(100),
  comState: Opt(100),
  comCountry: Opt(2),
  comCodePhone: OptPattern('^\\+?[0-9]{1,4}$', 5),
  comPhone: OptPattern('^[0-9 -]{6,20}$', 20),
  comEmail: Type.Optional(Type.Union([Email, Type.Literal(''), Type.Null()])),
  comBankCompany: Opt(100),
  comBankNumber: OptPattern('^[0-9]{5,20}$', 20),
  comBankName: Opt(191),
  comBankIdentity: Opt(32),
  comCurrency: Opt(3),
  comPrefixName: OptPattern('^[A-Za-z0-9]{1,10}$', 10),
  province: Opt(32),
  regency: Opt(32),
  district: Opt(32),
  village: Opt(32),
  comTIN: OptPattern('^[A-Za-z0-9-]{1,32}$', 32),
  comTinNo: OptPattern('^[A-Za-z0-9-]{1,32}$', 32),
  comMsicCode: OptPattern('^[0-9]{5}$', 5),
  comMsicNo: OptPattern('^[0-9]{5}$', 5),
  comMsicDescription: Opt(255),
  comMsicDesc: Opt(255),
  comTaxPercentage: Type.Optional(Type.Union([Type.Number({ minimum: 0, maximum: TAX_MAX_PERCENT }), Type.Null()])),
});

const BranchBody = Type.Object({
  name: Str(191, 1),
  address1: Opt(255),
  address2: Opt(255),
  postcode: Opt(10),
  city: Opt(100),
  state: Opt(100),
  province: Opt(32),
  regency: Opt(32),
  district: Opt(32),
  village: Opt(32),
  isPickup: Type.Optional(Type.Boolean()),
});

const Colour = Type.String({ pattern: HEX_COLOUR });

const NetworkBody = Type.Object(Object.fromEntries(NETWORK_FIELDS.map((f) => [f, Opt(255)])));

const FeaturesBody = Type.Object({
  ...Object.fromEntries(FEATURE_SWITCHES.map((f) => [f, Type.Optional(Type.Boolean())])),
  // Upper bounds are checked by the service, with the messages of docs/rules.md.
  bookingTime: Type.Optional(Type.Object({ hours: Type.Integer({ minimum: 0 }), minutes: Type.Integer({ minimum: 0 }) })),
  inactiveLimit: Type.Optional(Type.Integer({ minimum: INACTIVE_LIMIT_MIN_DAYS, maximum: INACTIVE_LIMIT_MAX_DAYS })),
  level: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
  // Orders: unpaid expiry (5 minutes to 30 days), admin fee per order (minor units), service charge (basis points).
  orderExpiryMinutes: Type.Optional(Type.Integer({ minimum: 5, maximum: 43_200 })),
  orderAdminFee: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000_000 })),
  serviceChargeBp: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })),
  // The affiliate store: days a click of an agent's link is remembered.
  affiliateWindowDays: Type.Optional(Type.Integer({ minimum: 1, maximum: 365 })),
  // Commissions: ranges are checked by the service, with their own messages.
  commissionCompression: Type.Optional(Type.Boolean()),
  autoPromotion: Type.Optional(Type.Boolean()),
  withholding107d: Type.Optional(Type.Boolean()),
  commissionCloseDay: Type.Optional(Type.Integer()),
  commissionCloseHour: Type.Optional(Type.Integer()),
  minPayout: Type.Optional(Type.Integer()),
});

const themeUpload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: THEME_IMAGE_MAX_BYTES, files: THEME_IMAGES.length, fields: 0 },
}).fields(THEME_IMAGES.map((name) => ({ name, maxCount: 1 })));

/**
 * The three theme images arrive in one multipart request, each under its own field. The route
 * pipeline reads single-file uploads, so this route reads its files itself (after the access
 * check, which the pipeline has run) with the same rules: size limit, JPEG or PNG by content.
 */
function readThemeImages(req: Request, res: Response): Promise<theme.ThemeFiles> {
  if (!req.is('multipart/form-data')) return Promise.reject(ValidationError.field('logo', 'upload.required'));
  return new Promise((resolve, reject) => {
    themeUpload(req, res, (err: unknown) => {
      if (err instanceof multer.MulterError) {
        const field = err.field ?? 'logo';
        if (err.code === 'LIMIT_FILE_SIZE') return reject(ValidationError.field(field, 'upload.tooLarge', { max: `${THEME_IMAGE_MAX_BYTES / 1024 / 1024} MB` }));
        return reject(ValidationError.field(field, 'validation.unknownField'));
      }
      if (err) return reject(new AppError(400, 'request.malformed'));
      const uploaded = (req.files ?? {}) as Record<string, Express.Multer.File[]>;
      const files: theme.ThemeFiles = {};
      const fields: FieldErrors = {};
      for (const name of THEME_IMAGES) {
        const file = uploaded[name]?.[0];
        if (!file) continue;
        const kind = sniff(file.buffer);
        if (kind !== 'jpeg' && kind !== 'png') fields[name] = { key: 'upload.badType', params: { types: 'JPEG/JPG, PNG' } };
        else files[name as ThemeImage] = { buffer: file.buffer, kind };
      }
      if (Object.keys(fields).length) return reject(new ValidationError(fields));
      resolve(files);
    });
  });
}

export const companyRoutes: RouteDef[] = [
  route({
    method: 'get',
    path: '/attribute/data-company',
    access: 'public',
    summary: "Site settings of this host's company: name, description, colours, logo (plus logo_dark, login_image)",
    tags,
    // `domain` is accepted because older clients send it; the request's host decides the company.
    query: Type.Object({ domain: Type.Optional(Type.String({ maxLength: 191 })) }),
    handler: async ({ ctx }) => companies.siteSettings(ctx),
  }),
  route({
    method: 'get',
    path: '/company',
    access: 'public',
    summary: "This host's company: id, name, currency, country, default language",
    tags,
    handler: async ({ ctx }) => companies.companySummary(ctx),
  }),
  route({
    method: 'get',
    path: '/setup/company-store',
    access: 'user',
    summary: "The company's branches (stores and pickup points)",
    tags,
    handler: async ({ ctx }) => companies.companyStores(ctx),
  }),

  // Profile
  route({
    method: 'get',
    path: '/setup/company',
    access: HQ,
    summary: 'The company profile (docs/rules.md: Company; comTinNo/comMsicNo/comMsicDesc mirror comTIN/comMsicCode/comMsicDescription)',
    tags,
    handler: async ({ ctx }) => profile.getProfile(ctx),
  }),
  route({
    method: 'post',
    path: '/setup/company/store',
    access: HQ,
    summary: 'Save the company profile; fields left out keep their value. Tax percentage 0–100, two decimals; MSIC code from /list-msic',
    tags,
    body: ProfileBody,
    message: 'company.saved',
    handler: async ({ ctx, body }) => profile.saveProfile(ctx, body),
  }),

  // Branches
  route({
    method: 'get',
    path: '/setup/branch',
    access: HQ,
    summary: 'Branches, paged (filter isPickup, search name/address)',
    tags,
    query: ListQuery,
    handler: async ({ ctx, query }) => branches.listBranches(ctx, query),
  }),
  route({
    method: 'get',
    path: '/setup/branch/:id',
    access: HQ,
    summary: 'One branch',
    tags,
    params: IdParams,
    handler: async ({ ctx, params }) => branches.getBranch(ctx, params.id),
  }),
  route({
    method: 'post',
    path: '/setup/branch/store',
    access: HQ,
    summary: 'Add a branch (name, address, pickup point for self-pickup)',
    tags,
    body: BranchBody,
    message: 'branch.saved',
    handler: async ({ ctx, body }) => branches.createBranch(ctx, body),
  }),
  route({
    method: 'post',
    path: '/setup/branch/update',
    access: HQ,
    summary: 'Change a branch: `id` and its fields',
    tags,
    body: Type.Object({ id: Id, ...BranchBody.properties }),
    message: 'branch.saved',
    handler: async ({ ctx, body }) => {
      const { id, ...input } = body;
      return branches.updateBranch(ctx, id, input);
    },
  }),
  route({
    method: 'delete',
    path: '/setup/branch/delete',
    access: HQ,
    summary: 'Remove a branch (`id` in the query)',
    tags,
    query: Type.Object({ id: Id }),
    message: 'branch.deleted',
    handler: async ({ ctx, query }) => branches.deleteBranch(ctx, query.id),
  }),

  // Theme and network
  route({
    method: 'get',
    path: '/company-theme',
    access: HQ,
    summary: 'Theme: colours, site description, logo, dark logo, login image',
    tags,
    handler: async ({ ctx }) => theme.getTheme(ctx),
  }),
  route({
    method: 'post',
    path: '/company-theme/store',
    access: HQ,
    summary: 'Save the colours (#rrggbb) and the site description',
    tags,
    body: Type.Object({ dColorPrimary: Colour, dColorSecondary: Colour, webDesc: Opt(500) }),
    message: 'theme.saved',
    handler: async ({ ctx, body }) => theme.saveTheme(ctx, body),
  }),
  route({
    method: 'post',
    path: '/company-theme/store-logo',
    access: HQ,
    summary: 'Upload any of logo, logoDark, loginImage (multipart, JPEG or PNG, 2 MB each)',
    tags,
    message: 'theme.saved',
    handler: async ({ ctx, req, res }) => theme.saveThemeImages(ctx, await readThemeImages(req, res)),
  }),
  route({
    method: 'get',
    path: '/company-network',
    access: 'user',
    summary: "The company's social media and marketplace shop links",
    tags,
    handler: async ({ ctx }) => theme.getNetwork(ctx),
  }),
  route({
    method: 'post',
    path: '/company-network/store',
    access: HQ,
    summary: 'Save the network links (full URL, or a username for social media); blank clears',
    tags,
    body: NetworkBody,
    message: 'network.saved',
    handler: async ({ ctx, body }) => theme.saveNetwork(ctx, body),
  }),

  // Control features and notifications
  route({
    method: 'get',
    path: '/company-features',
    access: HQ,
    summary:
      'Control features: switches, booking time, inactivity limit (days), ordering level (tier id), unpaid-order expiry (minutes), admin fee per order (minor units), service charge (basis points); commissions: compression, automatic promotion, s107D withholding (switches), closing day (1–28) and hour (0–23, Kuala Lumpur), minimum payout (minor units)',
    tags,
    handler: async ({ ctx }) => features.getFeatures(ctx),
  }),
  route({
    method: 'post',
    path: '/company-features/store',
    access: HQ,
    summary: 'Save control features; booking time at most 12 hours and 59 minutes; commission closing day 1–28, hour 0–23, minimum payout 0 or more (minor units)',
    tags,
    body: FeaturesBody,
    message: 'features.saved',
    handler: async ({ ctx, body }) => features.saveFeatures(ctx, body),
  }),
  route({
    method: 'get',
    path: '/company-features/notification',
    access: HQ,
    summary: 'HQ notification types with their state, and the addresses that receive them',
    tags,
    handler: async ({ ctx }) => features.getNotifications(ctx),
  }),
  route({
    method: 'post',
    path: '/company-features/store-email-address',
    access: HQ,
    summary: 'Replace the addresses that receive HQ notifications',
    tags,
    body: Type.Object({ emailAddress: Type.Array(Email, { maxItems: MAX_NOTIFICATION_EMAILS }) }),
    message: 'notification.saved',
    handler: async ({ ctx, body }) => features.saveRecipients(ctx, body.emailAddress),
  }),
  route({
    method: 'post',
    path: '/company-features/store-notif-control',
    access: HQ,
    summary: 'Switch one HQ notification type on or off',
    tags,
    body: Type.Object({ type: Type.Union(NOTIFICATION_TYPES.map((t) => Type.Literal(t))), state: Type.Boolean() }),
    message: 'notification.saved',
    handler: async ({ ctx, body }) => features.saveNotificationState(ctx, body.type, body.state),
  }),
];
