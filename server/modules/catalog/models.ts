import { TenantModel } from '../../platform/model';

/** Publish states of products (docs/rules.md): `default` is a draft that agents do not see. */
export const PRODUCT_STATUSES = ['default', 'published', 'scheduled', 'suspended'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

export class Category extends TenantModel {
  static override tableName = 'product_categories';

  name!: string;
  image!: string | null;
  /** Selected by the list query. */
  itemCount?: number;
}

/**
 * A product. Money in integer minor units (points and the commissions too: amounts, not
 * percentages); weight in grams, dimensions in millimetres.
 */
export class Product extends TenantModel {
  static override tableName = 'products';
  static override booleans = ['preorder', 'ratingEnabled', 'firstOrderOnly'];

  categoryId!: number;
  branchId!: number | null;
  name!: string;
  sku!: string;
  description!: string | null;
  weight!: number;
  length!: number;
  width!: number;
  height!: number;
  retailPrice!: number;
  storePrice!: number;
  points!: number;
  commission!: number;
  affiliateCommission!: number;
  introducerBonus!: number;
  rankDiscount!: number;
  coverImage!: string | null;
  preorder!: boolean | number;
  preorderLimit!: number | null;
  ratingEnabled!: boolean | number;
  firstOrderOnly!: boolean | number;
  status!: ProductStatus;
  publishAt!: string | null;
  statusBeforeSuspend!: ProductStatus | null;
}

export class ProductTierPrice extends TenantModel {
  static override tableName = 'product_tier_prices';

  productId!: number;
  tierId!: number;
  price!: number;
}

export class ProductPriceRange extends TenantModel {
  static override tableName = 'product_price_ranges';

  productId!: number;
  tierId!: number | null;
  minQty!: number;
  maxQty!: number;
  price!: number;
}

export class ProductImage extends TenantModel {
  static override tableName = 'product_images';

  productId!: number;
  image!: string;
  position!: number;
}

export class VariantGroup extends TenantModel {
  static override tableName = 'product_variant_groups';

  productId!: number;
  position!: number;
  name!: string;
}

export class VariantOption extends TenantModel {
  static override tableName = 'product_variant_options';

  productId!: number;
  groupId!: number;
  position!: number;
  value!: string;
  image!: string | null;
}

/** One combination of option values (one per group); its stock is in the inventory's `stock_levels`. */
export class Variant extends TenantModel {
  static override tableName = 'product_variants';

  productId!: number;
  option1Id!: number;
  option2Id!: number | null;
  option3Id!: number | null;
  sku!: string | null;
}

/** Validity of a package by its dates, in business days (docs/rules.md). */
export const PACKAGE_VALIDITY = ['ongoing', 'upcoming', 'expired'] as const;
export type PackageValidity = (typeof PACKAGE_VALIDITY)[number];

export class Package extends TenantModel {
  static override tableName = 'packages';
  static override booleans = ['firstOrder', 'suspended'];

  name!: string;
  code!: string;
  price!: number;
  validFrom!: string | null;
  validUntil!: string | null;
  firstOrder!: boolean | number;
  suspended!: boolean | number;
  soldCount!: number;
}

export class PackageItem extends TenantModel {
  static override tableName = 'package_items';

  packageId!: number;
  productId!: number;
  variantId!: number | null;
  quantity!: number;
}

export class Combo extends TenantModel {
  static override tableName = 'combos';
  static override booleans = ['firstOrder', 'suspended'];

  name!: string;
  code!: string;
  price!: number;
  requiredQty!: number;
  coverImage!: string | null;
  firstOrder!: boolean | number;
  suspended!: boolean | number;
}

export class ComboProduct extends TenantModel {
  static override tableName = 'combo_products';

  comboId!: number;
  productId!: number;
}
