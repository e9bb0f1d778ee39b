// The public face of the catalog module: what other modules may import (docs/architecture.md,
// "Module boundaries"); its other files are private. Models, services, types and events only: no routes.
export { validateComboChoice, validityOf } from './bundles';
export { priceFor, viewerTier, visible } from './catalogue';
export { Category, Combo, ComboProduct, PRODUCT_STATUSES, Package, PackageItem, Product, ProductImage, ProductPriceRange, ProductTierPrice, Variant, VariantOption } from './models';
export { loadVariants } from './products';
export { firstOrder } from './bundles';
export { catalogStock, type HqStock } from './stock';
