/** Who the shop's mail and printed documents come from: the name matches `Query.shop.name`, the address the store's footer and contact page. */
export const SHOP_NAME = 'Green Packaging Co.';
export const SHOP_EMAIL = 'orders@greenpackaging.example';
export const SHOP_ADDRESS = ['1200 Harvest Way', 'Portland, OR 97209', 'United States'];
