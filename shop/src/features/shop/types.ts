/** The catalogue's answers, as the server types them (common/api/catalog.ts). */
export type { PriceBand, ShopCategory, ShopCombo, ShopPackage, ShopProduct, VariantCombination, VariantGroup } from '../../../../common/api/catalog';

export const hasStock = (stock: number | null | undefined): stock is number => typeof stock === 'number';
