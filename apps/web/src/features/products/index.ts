/** What other features may use of products: the actions staff take on a vendor's products. */
export { deleteProduct, setProductApproval, toggleProductStatus } from './api.ts';
export { RejectProductDialog } from './components/reject-product-dialog.tsx';
export { productKeys } from './keys.ts';
