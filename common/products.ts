/**
 * The product's plain fields, shared by the server and the HQ console: the server copies them from
 * the product calls onto the product row as sent (server/modules/catalog/products.ts), the console's
 * product form sends them (admin/src/products/productData.ts). Prices, weights and sizes are
 * integers (money in minor units). Tier prices, price ranges, variants, stock, status and publish
 * date have their own rules on both sides.
 */
export const PRODUCT_ROW_FIELDS = [
  'name',
  'sku',
  'categoryId',
  'branchId',
  'description',
  'weight',
  'length',
  'width',
  'height',
  'retailPrice',
  'storePrice',
  'points',
  'commission',
  'affiliateCommission',
  'introducerBonus',
  'rankDiscount',
  'preorder',
  'preorderLimit',
  'ratingEnabled',
  'firstOrderOnly',
] as const;

/** The numbers among them: a number the form leaves blank is sent as 0. */
export const PRODUCT_NUMBER_FIELDS = [
  'weight',
  'length',
  'width',
  'height',
  'retailPrice',
  'storePrice',
  'points',
  'commission',
  'affiliateCommission',
  'introducerBonus',
  'rankDiscount',
] as const satisfies readonly (typeof PRODUCT_ROW_FIELDS)[number][];
