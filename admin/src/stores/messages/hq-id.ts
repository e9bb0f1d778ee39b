import type { Translation } from '../../../../common/web/i18n';
import type en from './hq-en';

const id: Translation<typeof en> = {
  hqStore: {
    menu: 'Toko HQ',
    title: 'Toko milik HQ',
    intro:
      'Toko publik milik perusahaan: pelanggan membeli dari HQ tanpa akun dan membayar online; agen dengan add-on afiliasi membagikan tautan ke toko ini dan mendapat komisi afiliasi setiap produk.',
    notSetUp: 'Toko HQ belum disiapkan. Beri nama dan tautan untuk membukanya.',
    name: 'Nama toko',
    slug: 'Tautan toko',
    slugHelp: 'Huruf kecil, angka dan tanda hubung (3–40); unik di antara toko perusahaan.',
    whatsapp: 'Nomor WhatsApp',
    about: 'Tentang toko',
    status: 'Status',
    statusValue: { active: 'Buka', inactive: 'Tutup' },
    create: 'Buka toko',
    save: 'Simpan',
    images: 'Logo dan spanduk',
    logo: 'Logo',
    banner: 'Spanduk',
    noImage: 'Belum ada',
    upload: 'Unggah',
    imageHelp: 'JPEG atau PNG, paling besar 5 MB.',
    products: 'Produk',
    productsHelp: 'Centang produk yang dijual toko dan tetapkan harganya dalam rentangnya (harga toko produk sampai harga eceran).',
    noProducts: 'Belum ada produk terbit yang punya harga.',
    column: { product: 'Produk', stock: 'Stok HQ', range: 'Harga yang diizinkan', price: 'Harga toko' },
    saveProducts: 'Simpan produk (%{count})',
    totals: 'Tahun ini (%{year})',
    visits: 'Kunjungan',
    orders: 'Pesanan',
    sales: 'Penjualan dibayar',
  },
};

export default id;
