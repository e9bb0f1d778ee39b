import Inventory2 from '@mui/icons-material/Inventory2';
import Category from '@mui/icons-material/Category';
import CardGiftcard from '@mui/icons-material/CardGiftcard';
import Widgets from '@mui/icons-material/Widgets';
import Storefront from '@mui/icons-material/Storefront';
import { Navigate, Route, useParams } from 'react-router-dom';
import { Resource } from 'react-admin';
import type { ConsoleArea } from '../areas';
import { ComboCreate, ComboEdit, ComboList, PackageCreate, PackageEdit, PackageList, comboBody, packageBody } from './bundles';
import { documentedProvider } from '../providers/documentedProvider';
import { pick } from './calls';
import { CategoryCreate, CategoryEdit, CategoryList } from './categories';
import { productsTexts } from './messages';
import { productBody, productRecord } from './productData';
import { ProductCreate, ProductEdit, ProductList } from './ProductList';
import { PreviewProduct, PreviewStore } from './Preview';

/** SPEC.md §2 screen addresses lead to the resources' pages. */
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
  menu: [{ to: '/products/preview-store', label: 'products.preview.menu', icon: Storefront, access: 'products' }],
  dataProvider: {
    products: documentedProvider({ list: '/products', body: productBody, record: productRecord }),
    categories: documentedProvider({ list: '/setup/product/category', body: (data) => pick(data, ['name']) }),
    packages: documentedProvider({ list: '/products/package', body: packageBody }),
    combos: documentedProvider({ list: '/products/combo', body: comboBody }),
  },
  messages: productsTexts,
};

export default area;
