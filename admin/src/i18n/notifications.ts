import type { Catalog } from '../../../common/web/i18n';

/**
 * The success notices of the console's creates, edits and deletes, one per resource: react-admin
 * looks up `resources.<name>.notifications.created|updated|deleted` before its generic "Element
 * created" (forms with their own onSuccess use them through useSavedNotice). Each language module
 * (en.ts, id.ts, ms.ts) lists them in this short form.
 */
export type Notice = [created: string, updated: string, deleted: string];
export type Notices = Record<string, Notice>;

export const noticeCatalog = (notices: Notices): Catalog => ({
  resources: Object.fromEntries(Object.entries(notices).map(([name, [created, updated, deleted]]) => [name, { notifications: { created, updated, deleted } }])),
});
