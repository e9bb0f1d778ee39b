/** A catalogue product as GET /api/shop/products(/:id) returns it (server/modules/catalog/catalogue.ts). */
export interface PriceBand {
  minQty: number;
  maxQty: number;
  /** Unit price in minor units for a quantity within the band. */
  price: number;
}

export interface VariantGroup {
  id: number;
  name: string;
  options: { id: number; value: string; imageUrl?: string | null }[];
}

export interface VariantCombination {
  id: number;
  optionIds: number[];
  options: string[];
  /** Only when the company shows stock in My Shop. */
  stock?: number | null;
}

export interface ShopProduct {
  id: number;
  name: string;
  sku: string;
  description: string | null;
  categoryId: number;
  categoryName: string | null;
  coverImageUrl: string | null;
  images: string[];
  retailPrice: number;
  /** The agent's tier price, and the unit price for `quantity` after the price bands. */
  tierPrice: number;
  quantity: number;
  price: number;
  priceRanges: PriceBand[];
  preorder: boolean;
  preorderLimit: number | null;
  firstOrderOnly: boolean;
  /** Absent or null when the company does not show stock in My Shop. */
  stock?: number | null;
  variants: { groups: VariantGroup[]; combinations: VariantCombination[] } | null;
}

export interface ShopCategory {
  id: number;
  name: string;
  itemCount: number;
}

export const hasStock = (stock: number | null | undefined): stock is number => typeof stock === 'number';

/**
 * Packages and combos on offer to the agent (the agent-facing bundle lists requested from the
 * catalogue: GET /api/shop/packages, /api/shop/combos and /api/shop/combos/:id, in the shapes
 * of the HQ package and combo views).
 */
export interface ShopPackage {
  id: number;
  name: string;
  code: string;
  price: number;
  firstOrder: boolean;
  items?: { productId: number; productName: string | null; quantity: number }[];
}

export interface ShopCombo {
  id: number;
  name: string;
  code: string;
  price: number;
  requiredQty: number;
  firstOrder: boolean;
  coverImageUrl: string | null;
  products?: { id: number; name: string | null }[];
}
