/**
 * Product images are public: served by @fastify/static from this area at the URL prefix below.
 * Products store them while sale lines and category pictures only name them, so the URL shape
 * lives here rather than in the products module.
 */
export const PRODUCT_IMAGE_AREA = 'public/products';
export const PRODUCT_IMAGE_URL_PREFIX = '/uploads/products/';

export const productImageUrl = (file: string) => `${PRODUCT_IMAGE_URL_PREFIX}${file}`;
