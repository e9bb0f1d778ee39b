import type { Catalogs } from '../../../common/web/i18n';

/**
 * The success notices of the console's creates, edits and deletes, one per resource: react-admin
 * looks up `resources.<name>.notifications.created|updated|deleted` before its generic "Element
 * created" (forms with their own onSuccess use them through useSavedNotice).
 */
type Notices = Record<string, [created: string, updated: string, deleted: string]>;

const NOTICES: Record<'en' | 'id' | 'ms', Notices> = {
  en: {
    products: ['Product created', 'Product saved', 'Product deleted'],
    categories: ['Category created', 'Category saved', 'Category deleted'],
    packages: ['Package created', 'Package saved', 'Package deleted'],
    combos: ['Combo created', 'Combo saved', 'Combo deleted'],
    couriers: ['Courier created', 'Courier saved', 'Courier deleted'],
    tiers: ['Level created', 'Level saved', 'Level deleted'],
    vouchers: ['Voucher created', 'Voucher saved', 'Voucher deleted'],
    branches: ['Branch created', 'Branch saved', 'Branch deleted'],
    terms: ['Agreement created', 'Agreement saved', 'Agreement deleted'],
    greetings: ['Greeting created', 'Greeting saved', 'Greeting deleted'],
    faqs: ['FAQ created', 'FAQ saved', 'FAQ deleted'],
  },
  id: {
    products: ['Produk dibuat', 'Produk disimpan', 'Produk dihapus'],
    categories: ['Kategori dibuat', 'Kategori disimpan', 'Kategori dihapus'],
    packages: ['Paket dibuat', 'Paket disimpan', 'Paket dihapus'],
    combos: ['Kombo dibuat', 'Kombo disimpan', 'Kombo dihapus'],
    couriers: ['Kurir dibuat', 'Kurir disimpan', 'Kurir dihapus'],
    tiers: ['Level dibuat', 'Level disimpan', 'Level dihapus'],
    vouchers: ['Voucher dibuat', 'Voucher disimpan', 'Voucher dihapus'],
    branches: ['Cabang dibuat', 'Cabang disimpan', 'Cabang dihapus'],
    terms: ['Perjanjian dibuat', 'Perjanjian disimpan', 'Perjanjian dihapus'],
    greetings: ['Salam dibuat', 'Salam disimpan', 'Salam dihapus'],
    faqs: ['FAQ dibuat', 'FAQ disimpan', 'FAQ dihapus'],
  },
  ms: {
    products: ['Produk dicipta', 'Produk disimpan', 'Produk dipadam'],
    categories: ['Kategori dicipta', 'Kategori disimpan', 'Kategori dipadam'],
    packages: ['Pakej dicipta', 'Pakej disimpan', 'Pakej dipadam'],
    combos: ['Kombo dicipta', 'Kombo disimpan', 'Kombo dipadam'],
    couriers: ['Kurier dicipta', 'Kurier disimpan', 'Kurier dipadam'],
    tiers: ['Tahap dicipta', 'Tahap disimpan', 'Tahap dipadam'],
    vouchers: ['Baucar dicipta', 'Baucar disimpan', 'Baucar dipadam'],
    branches: ['Cawangan dicipta', 'Cawangan disimpan', 'Cawangan dipadam'],
    terms: ['Perjanjian dicipta', 'Perjanjian disimpan', 'Perjanjian dipadam'],
    greetings: ['Ucapan dicipta', 'Ucapan disimpan', 'Ucapan dipadam'],
    faqs: ['Soalan lazim dicipta', 'Soalan lazim disimpan', 'Soalan lazim dipadam'],
  },
};

const catalog = (notices: Notices) => ({
  resources: Object.fromEntries(
    Object.entries(notices).map(([name, [created, updated, deleted]]) => [name, { notifications: { created, updated, deleted } }]),
  ),
});

export const notifications: Catalogs = { en: catalog(NOTICES.en), id: catalog(NOTICES.id), ms: catalog(NOTICES.ms) };
