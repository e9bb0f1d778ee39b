import Inventory2 from '@mui/icons-material/Inventory2';
import Category from '@mui/icons-material/Category';
import CardGiftcard from '@mui/icons-material/CardGiftcard';
import Widgets from '@mui/icons-material/Widgets';
import Storefront from '@mui/icons-material/Storefront';
import { Navigate, Route, useParams } from 'react-router-dom';
import { Resource } from 'react-admin';
import type { ConsoleArea } from '../areas';
import { documentedProvider } from '../providers/documentedProvider';
import { lazyPage } from '../shared/lazyPage';
import { DOCUMENTED_METHODS, lazyProvider } from '../shared/lazyProvider';
import { pick } from './calls';
import { productBody, productRecord } from './productData';

const ProductList = lazyPage(() => import('./ProductList').then((m) => m.ProductList));
const ProductCreate = lazyPage(() => import('./ProductList').then((m) => m.ProductCreate));
const ProductEdit = lazyPage(() => import('./ProductList').then((m) => m.ProductEdit));
const CategoryList = lazyPage(() => import('./categories').then((m) => m.CategoryList));
const CategoryCreate = lazyPage(() => import('./categories').then((m) => m.CategoryCreate));
const CategoryEdit = lazyPage(() => import('./categories').then((m) => m.CategoryEdit));
const PackageList = lazyPage(() => import('./bundles').then((m) => m.PackageList));
const PackageCreate = lazyPage(() => import('./bundles').then((m) => m.PackageCreate));
const PackageEdit = lazyPage(() => import('./bundles').then((m) => m.PackageEdit));
const ComboList = lazyPage(() => import('./bundles').then((m) => m.ComboList));
const ComboCreate = lazyPage(() => import('./bundles').then((m) => m.ComboCreate));
const ComboEdit = lazyPage(() => import('./bundles').then((m) => m.ComboEdit));
const PreviewStore = lazyPage(() => import('./Preview').then((m) => m.PreviewStore));
const PreviewProduct = lazyPage(() => import('./Preview').then((m) => m.PreviewProduct));

/** Package and combo bodies are built by code of their forms' chunk. */
const bundleProvider = (list: string, body: 'packageBody' | 'comboBody') => lazyProvider(DOCUMENTED_METHODS, () => import('./bundles').then((m) => documentedProvider({ list, body: m[body] })));

/** docs/product.md screen addresses lead to the resources' pages. */
function To({ base, suffix = '' }: { base: string; suffix?: string }) {
  const { id } = useParams();
  return <Navigate to={id ? `/${base}/${encodeURIComponent(id)}${suffix}` : `/${base}`} replace />;
}

/** The catalogue: products, categories, packages and combos (HQ and staff with create_product, access.ts). */
const area: ConsoleArea = {
  resources: [
    <Resource key="products" name="products" list={ProductList} create={ProductCreate} edit={ProductEdit} icon={Inventory2} recordRepresentation="name" />,
    <Resource key="categories" name="categories" list={CategoryList} create={CategoryCreate} edit={CategoryEdit} icon={Category} recordRepresentation="name" />,
    <Resource key="packages" name="packages" list={PackageList} create={PackageCreate} edit={PackageEdit} icon={CardGiftcard} recordRepresentation="name" />,
    <Resource key="combos" name="combos" list={ComboList} create={ComboCreate} edit={ComboEdit} icon={Widgets} recordRepresentation="name" />,
  ],
  routes: [
    <Route key="preview-store" path="/products/preview-store" element={<PreviewStore />} />,
    <Route key="preview-product" path="/products/preview-product/:productId" element={<PreviewProduct />} />,
    <Route key="products-new" path="/products/new" element={<Navigate to="/products/create" replace />} />,
    <Route key="products-edit" path="/products/edit/:id" element={<To base="products" />} />,
    <Route key="category-products" path="/category-products" element={<Navigate to="/categories" replace />} />,
    <Route key="package" path="/products/package" element={<Navigate to="/packages" replace />} />,
    <Route key="package-new" path="/products/package/new" element={<Navigate to="/packages/create" replace />} />,
    <Route key="package-edit" path="/products/package/edit/:id?" element={<To base="packages" />} />,
    <Route key="combo" path="/products/combo" element={<Navigate to="/combos" replace />} />,
    <Route key="combo-new" path="/products/combo/new" element={<Navigate to="/combos/create" replace />} />,
    <Route key="combo-edit" path="/products/combo/edit/:id?" element={<To base="combos" />} />,
  ],
  menu: [
    { to: '/products', label: 'resources.products.name', group: 'catalogue', icon: Inventory2, access: 'products' },
    { to: '/categories', label: 'resources.categories.name', group: 'catalogue', icon: Category, access: 'categories' },
    { to: '/packages', label: 'resources.packages.name', group: 'catalogue', icon: CardGiftcard, access: 'packages' },
    { to: '/combos', label: 'resources.combos.name', group: 'catalogue', icon: Widgets, access: 'combos' },
    { to: '/products/preview-store', label: 'products.preview.menu', group: 'catalogue', icon: Storefront, access: 'products' },
  ],
  dataProvider: {
    products: documentedProvider({ list: '/products', body: productBody, record: productRecord }),
    categories: documentedProvider({ list: '/setup/product/category', body: (data) => pick(data, ['name']) }),
    packages: bundleProvider('/products/package', 'packageBody'),
    combos: bundleProvider('/products/combo', 'comboBody'),
  },
  messages: { en: () => import('./messages/en'), id: () => import('./messages/id'), ms: () => import('./messages/ms') },
};

export default area;
