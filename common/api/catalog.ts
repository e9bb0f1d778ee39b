/**
 * The agent catalogue's answers, as the server sends them (server/modules/catalog: catalogue.ts for
 * products, bundles.ts for packages and combos, categories.ts) and the agent app reads them: GET
 * /api/shop/products(/:id), /api/shop/packages, /api/shop/combos(/:id) and the categories.
 * Money in minor units.
 */

export interface PriceBand {
  minQty: number;
  maxQty: number;
  /** Unit price for a quantity within the band. */
  price: number;
}

export interface VariantGroup {
  id: number;
  name: string;
  options: { id: number; value: string; imageUrl: string | null }[];
}

export interface VariantCombination {
  id: number;
  optionIds: number[];
  options: string[];
  /** Null when the company does not show stock in My Shop. */
  stock: number | null;
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
  weight: number;
  retailPrice: number;
  storePrice: number;
  points: number;
  /** The agent's tier price, and the unit price for `quantity` after the price bands. */
  tierPrice: number;
  quantity: number;
  price: number;
  priceRanges: PriceBand[];
  preorder: boolean;
  preorderLimit: number | null;
  ratingEnabled: boolean;
  firstOrderOnly: boolean;
  /** Null when the company does not show stock in My Shop. */
  stock: number | null;
  variants: { groups: VariantGroup[]; combinations: VariantCombination[] } | null;
}

/** A category as GET /api/setup/product/category lists it (server/modules/catalog/categories.ts). */
export interface CategoryView {
  id: number;
  name: string;
  imageUrl: string | null;
  /** Its products. */
  itemCount: number;
  createdAt?: string;
  updatedAt?: string;
}

/** What My Shop reads of a category. */
export type ShopCategory = Pick<CategoryView, 'id' | 'name' | 'itemCount'>;

/** A package on offer to the agent, with its products. */
export interface ShopPackage {
  id: number;
  name: string;
  code: string;
  price: number;
  firstOrder: boolean;
  items: { productId: number; productName: string | null; quantity: number }[];
}

/** A combo on offer to the agent; one combo (GET /api/shop/combos/:id) lists the products it may choose. */
export interface ShopCombo {
  id: number;
  name: string;
  code: string;
  price: number;
  requiredQty: number;
  firstOrder: boolean;
  coverImageUrl: string | null;
  products?: { id: number; name: string }[];
}
