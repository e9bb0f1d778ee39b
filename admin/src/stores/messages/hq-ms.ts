import type { Translation } from '../../../../common/web/i18n';
import type en from './hq-en';

const ms: Translation<typeof en> = {
  hqStore: {
    menu: 'Kedai HQ',
    title: 'Kedai HQ sendiri',
    intro:
      'Kedai awam syarikat sendiri: pelanggan membeli daripada HQ tanpa akaun dan membayar dalam talian; ejen dengan tambahan afiliasi berkongsi pautan kepadanya dan memperoleh komisen afiliasi setiap produk.',
    notSetUp: 'Kedai HQ belum disediakan. Beri nama dan pautan untuk membukanya.',
    name: 'Nama kedai',
    slug: 'Pautan kedai',
    slugHelp: 'Huruf kecil, nombor dan sempang (3–40); unik antara kedai syarikat.',
    whatsapp: 'Nombor WhatsApp',
    about: 'Tentang kedai',
    status: 'Status',
    statusValue: { active: 'Dibuka', inactive: 'Ditutup' },
    create: 'Buka kedai',
    save: 'Simpan',
    images: 'Logo dan sepanduk',
    logo: 'Logo',
    banner: 'Sepanduk',
    noImage: 'Belum ada',
    upload: 'Muat naik',
    imageHelp: 'JPEG atau PNG, paling besar 5 MB.',
    products: 'Produk',
    productsHelp: 'Tandakan produk yang dijual kedai dan tetapkan setiap harga dalam julatnya (harga kedai produk hingga harga runcit).',
    noProducts: 'Belum ada produk diterbitkan yang mempunyai harga.',
    column: { product: 'Produk', stock: 'Stok HQ', range: 'Harga dibenarkan', price: 'Harga kedai' },
    saveProducts: 'Simpan produk (%{count})',
    totals: 'Tahun ini (%{year})',
    visits: 'Lawatan',
    orders: 'Pesanan',
    sales: 'Jualan dibayar',
  },
};

export default ms;
